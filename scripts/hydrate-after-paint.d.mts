export declare const LOADER_ATTRIBUTE: string;
export declare const PAGE_DATA_DIR: string;
export declare const PAINT_WAIT_MS: number;
export declare function loaderScript(data: string | null, sources: string[]): string;
export declare function hydrateAfterPaint(html: string): {
  html: string;
  sources: string[];
  data: { path: string; js: string } | null;
};
export declare function pageData(html: string): string | null;
export declare function pageScripts(html: string): string[];
export declare function hydrateAllAfterPaint(dir: string): { pages: number; dataBytes: number };
