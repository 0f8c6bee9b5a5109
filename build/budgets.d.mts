export type ManifestEntry = { file: string; files: string[] };
export type BudgetRow = { name: string; files: string[]; gzip: number; budget: number | null };
export declare const LOADER_BUDGET: number;
export declare const SIGN_IN_PAGE_BUDGET: number;
export declare function budgetRows(build: { loaderFile: string; runtime: ManifestEntry; elements: Record<string, ManifestEntry> }, gzipSize: (file: string) => number): BudgetRow[];
export declare function formatBudgetTable(rows: BudgetRow[]): string;
