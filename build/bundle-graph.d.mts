export type ManifestEntry = { file: string; files: string[] };
export type Metafile = { outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string; external?: boolean }[] }> };
export declare function manifestEntries(metafile: Metafile, entryPoints: Record<string, string>, publicDir: string): Record<string, ManifestEntry>;
export declare function staticClosure(metafile: Metafile, output: string): string[];
export declare function lazyEntries(metafile: Metafile, entryPoints: Record<string, string>, publicDir: string): Record<string, ManifestEntry>;
