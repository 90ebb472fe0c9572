export declare const LOADER_ATTRIBUTE: string;
export declare const PAINT_WAIT_MS: number;
export declare function loaderScript(sources: string[]): string;
export declare function hydrateAfterPaint(html: string): { html: string; sources: string[] };
export declare function pageScripts(html: string): string[];
export declare function hydrateAllAfterPaint(dir: string): { pages: number };
