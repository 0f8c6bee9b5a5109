export type ChunkGroup = { name: string; modules: string[] };
export declare const SHARED_UI: ChunkGroup;
export declare const CHUNK_GROUPS: ChunkGroup[];
