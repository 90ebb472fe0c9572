// How far long work is (a cold encode of 300 photos, a benchmark's builds): on a terminal, one line rewritten in
// place, with a bar when the whole is known; in a log (CI, a pipe), a line now and then, only when the count moved.

export interface Progress {
  /** How many are done, of how many if that is known yet, and a few words more. */
  done: number;
  total?: number;
  detail?: string;
}

const BAR_WIDTH = 24;

/** The words of one progress line, such as `photos: 120 of 300 [#########-------] (45 encoded), 12s`. */
export function progressLine(
  label: string,
  { done, total, detail }: Progress,
  seconds: number,
  bar: boolean,
) {
  const whole = total && total > 0 ? total : undefined;
  const filled = whole ? Math.round((Math.min(done, whole) / whole) * BAR_WIDTH) : 0;
  return [
    `${label}: ${done}${whole ? ` of ${whole}` : ''}`,
    bar && whole ? ` [${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}]` : '',
    detail ? ` (${detail})` : '',
    `, ${Math.round(seconds)}s`,
  ].join('');
}

/**
 * Asks `poll` how far the work is and says so until the returned function is called: every 200 ms on a terminal,
 * every `everyMs` in a log. Nothing is said of work that ends before the first interval.
 */
export function showProgress(
  label: string,
  poll: () => Progress,
  { everyMs = 5000, stream = process.stdout }: { everyMs?: number; stream?: NodeJS.WriteStream } = {},
): () => void {
  const terminal = Boolean(stream.isTTY);
  const started = performance.now();
  let last: string | undefined;
  let shown = false;
  const timer = setInterval(
    () => {
      const now = poll();
      const key = `${now.done}/${now.total}/${now.detail}`;
      if (!terminal && key === last) return;
      last = key;
      const line = progressLine(label, now, (performance.now() - started) / 1000, terminal);
      if (terminal) stream.write(`\r\x1b[K${line}`);
      else stream.write(`${line}\n`);
      shown = true;
    },
    terminal ? 200 : everyMs,
  );
  timer.unref();
  return () => {
    clearInterval(timer);
    if (terminal && shown) stream.write('\r\x1b[K');
  };
}
