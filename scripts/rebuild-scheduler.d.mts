export declare function createRebuildScheduler(options: {
  build: () => Promise<boolean>;
  debounceMs?: number;
  log?: (line: string) => void;
}): {
  trigger(what?: string): void;
  whenIdle(): Promise<void>;
  stats(): { builds: number; published: number; failed: number; running: boolean; pending: boolean };
};
