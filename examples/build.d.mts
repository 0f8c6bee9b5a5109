export declare const EXAMPLES: { readonly 'plain-html': 'main.ts'; readonly react: 'main.tsx'; readonly vue: 'main.ts'; readonly svelte: 'main.ts'; readonly ssr: 'client.ts' };
export type LatchSite = { latchUrl: string; projectId: string; publishableClientKey: string };
export declare function buildExample(name: keyof typeof EXAMPLES, outDir: string, site: LatchSite): Promise<void>;
export declare function typeCheckedFiles(name: keyof typeof EXAMPLES): string[];
