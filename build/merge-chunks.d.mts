export type MetaOutput = { entryPoint?: string; exports?: string[]; imports: { path: string; kind: string; external?: boolean }[] };
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
