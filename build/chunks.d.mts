export type ChunkGroup = { name: string; modules: string[] };
export declare const CHUNK_GROUPS: ChunkGroup[];
