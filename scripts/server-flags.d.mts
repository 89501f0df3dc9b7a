export declare const SERVER_V8_FLAGS: readonly string[];
export declare function serverFlags(nodeOptions?: string): string[];
export declare function serverNodeOptions(nodeOptions?: string): string;
