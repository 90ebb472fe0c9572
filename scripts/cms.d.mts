import type { ChildProcess } from 'node:child_process';

export interface EmbeddedCmsOptions {
  port?: number;
  databaseFile?: string;
  tokenFile?: string;
  galleryCount?: number;
  env?: Record<string, string>;
}

export interface EmbeddedCms {
  url: string;
  token: string;
  stop(): Promise<void>;
  process: ChildProcess;
  logFile: string;
}

export declare const rootDir: string;
export declare const cmsDir: string;
export declare function ensureCmsInstalled(): void;
export declare function seedIfNeeded(options?: EmbeddedCmsOptions): string;
export declare function startEmbeddedCms(options?: EmbeddedCmsOptions): Promise<EmbeddedCms>;
