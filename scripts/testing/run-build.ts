import type { BuildReport } from '../make-site';
import { runScript } from '../shared';

/**
 * The project's real build (scripts/make-site, and so a real `next build`), with `env` over this process's own, and
 * `onOutput` given its output as it comes.
 * @returns its exit code, its output, and the report it sent (none if it ended before it could).
 */
export async function runBuild(
  env: Record<string, string | undefined>,
  { onOutput }: { onOutput?: (chunk: string) => void } = {},
): Promise<{ code: number | null; output: string; report?: BuildReport }> {
  let report: BuildReport | undefined;
  const { code, output } = await runScript('make-site/index.ts', [], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    output: 'keep',
    onOutput,
    onMessage: (message) => (report = message as BuildReport),
  });
  return { code, output, report };
}
