export declare const VITE_BUILDS: readonly { name: string; args: string[] }[];
export declare function stagedBuild(options: { root: string; run: (stagingDir: string) => boolean }): boolean;
