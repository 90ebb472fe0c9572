// A process that `npm start` starts (the static server, the preview's app, the embedded CMS through its own copy in
// cms/src/index.js) ends itself when `npm start` has gone, however it went (a SIGKILL has no handler to end its
// children): it is given npm start's process id in STOP_WITH_ENV and looks for it every second. Imported for its
// effect alone (`import './stop-with-parent'`, or `node --import tsx --import <this file> ...`); without STOP_WITH_ENV
// it does nothing.

import { answers } from './process-tree';

/** The environment variable that names the process whose end ends this one. */
export const STOP_WITH_ENV = 'SITE_STOP_WITH_PID';

/** Ends this process (by SIGTERM, so that it closes as when asked) once the process STOP_WITH_ENV names has gone. */
function stopWithParent(what: string): void {
  const pid = Number(process.env[STOP_WITH_ENV]);
  if (!Number.isInteger(pid) || pid <= 1) return;
  const watch = setInterval(() => {
    if (answers(pid)) return;
    clearInterval(watch);
    console.error(`${what}: npm start (process ${pid}) has gone; stopping`);
    process.kill(process.pid, 'SIGTERM');
  }, 1_000);
  watch.unref();
}

stopWithParent(process.argv[1] ? (process.argv[1].split('/').at(-1) ?? 'process') : 'process');
