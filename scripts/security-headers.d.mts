export declare const STATIC_HEADERS: Record<string, string>;
export declare const FRAME_SOURCES: string[];
export declare const IMMUTABLE: string;
export declare const IMMUTABLE_PATHS: string[];
