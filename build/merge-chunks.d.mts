export type MetaOutput = { entryPoint?: string; exports?: string[]; inputs?: Record<string, unknown>; imports: { path: string; kind: string; external?: boolean }[] };
export type Metafile = { outputs: Record<string, MetaOutput> };
export type CodeFile = { path: string; text: string };
export declare function foldEntryChunks(build: {
  root: string;
  files: CodeFile[];
  metafile: Metafile;
  runtime: string;
  elements: string[];
  target: string[];
}): Promise<{ files: CodeFile[]; metafile: Metafile }>;
export declare function staticChunks(metafile: Metafile, output: string): string[];
export declare function foldChunks(build: {
  root: string;
  files: CodeFile[];
  metafile: Metafile;
  into: string;
  chunks: string[];
  target: string[];
}): Promise<{ files: CodeFile[]; metafile: Metafile }>;
export declare function shortNames(taken: Set<string>): Generator<string, never>;
