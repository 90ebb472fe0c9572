export declare const fontsDir: string;
export declare const basicCharacters: number[][];
export declare const faces: { name: string; source: string; wght: number | { min: number; max: number } }[];
export declare function parseUnicodeRange(value: string): [number, number][];
export declare function formatUnicodeRange(codePoints: Iterable<number>): string;
export declare function characterSets(latinRange: string): { basic: number[]; extended: number[] };
export declare function extendedUnicodeRange(): string;
export declare function ensureFonts(options?: {
  log?: (line: string) => void;
}): Promise<Record<string, number>>;
