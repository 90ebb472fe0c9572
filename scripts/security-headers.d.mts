export declare const STATIC_HEADERS: Record<string, string>;
export declare const FRAME_SOURCES: string[];
export declare const IMMUTABLE: string;
export declare const IMMUTABLE_PATHS: string[];
export declare function inlineScriptHashes(html: string): string[];
export declare function imageOrigins(html: string): Set<string>;
export type Policy = { header: string; meta: string; scriptHashes: number; imageOrigins: string[] };
export declare function buildPolicy(pages: string[], options?: { extraImageOrigins?: string[] }): Policy;
export declare function headersFile(policy: string): string;
export declare function applySecurityHeaders(
  dir: string,
  options?: { extraImageOrigins?: string[] },
): Policy & { pages: number };
export declare function parseHeadersFile(
  text: string,
): { pattern: string; headers: Record<string, string> }[];
export declare function matchesPattern(pattern: string, pathname: string): boolean;
