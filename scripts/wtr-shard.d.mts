export function testFiles(patterns: string[], rootDir: string): string[];
export function shardFiles(files: string[], rootDir: string, index: number, count: number): string[];
export function fileWeights(files: string[], rootDir: string): Record<string, number>;
