export declare const SERVER_V8_FLAGS: readonly string[];
export declare function serverFlags(nodeOptions?: string): string[];
