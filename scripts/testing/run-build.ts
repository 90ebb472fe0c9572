import { runScript } from '../processes';

/** The project's real build (scripts/build/index.ts, and so a real `next build`), with `env` over this process's own. */
export async function runBuild(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const { code, output } = await runScript('build/index.ts', [], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    output: 'keep',
  });
  return { code, output };
}
