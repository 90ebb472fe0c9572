export declare const STATIC_HEADERS: Record<string, string>;
export declare const FRAME_SOURCES: string[];
