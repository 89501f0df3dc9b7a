export type SourceHashes = Record<string, string>;
export declare function sourceRoots(env?: Record<string, string | undefined>): { dirs: string[]; files: string[] };
export declare function sourceHashes(root: string, roots?: { dirs: string[]; files: string[] }): SourceHashes;
export declare function sourceChanges(
  recorded: SourceHashes,
  current: SourceHashes,
): { added: string[]; changed: string[]; deleted: string[] };
export declare function readRecord(distDir: string): SourceHashes | undefined;
export declare function beginBuild(root: string, distDir: string): void;
export declare function endBuild(distDir: string): void;
