import type { Server } from 'node:http';

export declare function resolveFile(root: string, urlPath: string): Promise<string | null>;
export declare function createStaticServer(options: { root: string; swapGraceMs?: number }): Server;
