export declare function importCircles(graph: Map<string, Set<string>>): string[][];
