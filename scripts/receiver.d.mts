import type { Server } from 'node:http';

export declare function createReceiver(options: {
  secret: string | undefined;
  scheduler: { trigger(what: string): void; stats(): object };
  log?: (line: string) => void;
}): Server;
