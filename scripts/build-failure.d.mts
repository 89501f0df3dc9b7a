export declare function whatToFix(output: string): string[];
export declare function failureReport(options: { output: string; servedBuiltAt: Date | undefined }): string;
