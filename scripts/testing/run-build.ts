import { spawn } from 'node:child_process';
import path from 'node:path';

/** The project's real build (scripts/build.mjs, and so a real `next build`), with `env` over this process's own. */
export function runBuild(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/build.mjs'], {
      cwd: path.resolve(__dirname, '..', '..'),
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}
