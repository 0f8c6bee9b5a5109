import type { ChunkGroup } from './chunks.mjs';
import type { CodeFile, Metafile } from './merge-chunks.mjs';
export declare function isNamedModule(input: string, modules: string[]): boolean;
export declare function groupChunks(metafile: Metafile, group: ChunkGroup, runtime: string): string[];
export declare function mergeChunkGroups(build: {
  root: string;
  files: CodeFile[];
  metafile: Metafile;
  groups: ChunkGroup[];
  runtime: string;
  target: string[];
}): Promise<{ files: CodeFile[]; metafile: Metafile; renamed: Map<string, string> }>;
