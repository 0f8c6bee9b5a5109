export type ImportRef = { specifier: string; typeOnly: boolean; line: number; lazy?: boolean };
export type ArrowViolation = { file: string; line: number; specifier: string; reason: string };
export declare const ALLOWED_ARROWS: Record<string, string[]>;
export declare function importsOf(fileName: string, text: string): ImportRef[];
export declare const KNOWN_SERVER_EXCEPTIONS: Record<string, string[]>;
export declare function checkImportArrows(root: string, exceptions?: Record<string, string[]>): Promise<ArrowViolation[]>;
export declare function formatViolations(violations: ArrowViolation[]): string;
