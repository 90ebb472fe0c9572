// Firefox and WebKit for the smoke tests, from Debian's packages (Playwright's own builds of them cannot be
// downloaded here): firefox-esr, driven over WebDriver BiDi, and webkit2gtk-driver (WebKitWebDriver, W3C WebDriver)
// under a virtual display (xvfb-run). Installed with apt when missing, where the machine has apt and root.
import { existsSync } from 'node:fs';
import { run } from '../shared';

export type EngineName = 'firefox' | 'webkit';

export const FIREFOX = '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const XVFB_RUN = '/usr/bin/xvfb-run';
/** Debian's WebKitGTK browser, which WebKitWebDriver drives. */
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const NEEDS: Record<EngineName, { files: string[]; packages: string[] }> = {
  firefox: { files: [FIREFOX], packages: ['firefox-esr'] },
  webkit: { files: [WEBKIT_DRIVER, MINIBROWSER, XVFB_RUN], packages: ['webkit2gtk-driver', 'xvfb', 'xauth'] },
};

/** Null when the engine is ready; otherwise why it cannot run here, in words for a one-line report. */
export type Availability = Record<EngineName, string | null>;

function missing(engine: EngineName): string[] {
  return NEEDS[engine].files.filter((file) => !existsSync(file));
}

const APT_LIMIT_MS = 5 * 60_000;

const canInstall = () => existsSync('/usr/bin/apt-get') && process.getuid?.() === 0;

/** For each engine, null when it can run here, or why it cannot, in words for a one-line report. */
export function engineProblems(): Availability {
  const why = (engine: EngineName) => {
    const absent = missing(engine);
    if (absent.length === 0) return null;
    return (
      `${absent.join(', ')} ${absent.length === 1 ? 'is' : 'are'} missing` +
      (canInstall()
        ? ''
        : ', and this machine has no apt or no root to install ' + NEEDS[engine].packages.join(', '))
    );
  };
  return { firefox: why('firefox'), webkit: why('webkit') };
}

/** Makes sure both engines are here: installs the missing Debian packages when the machine has apt and runs as root. */
export async function ensureEngines(log: (line: string) => void = console.log): Promise<void> {
  const wanted = (['firefox', 'webkit'] as const).filter((engine) => missing(engine).length > 0);
  if (wanted.length > 0 && canInstall()) {
    const packages = wanted.flatMap((engine) => NEEDS[engine].packages);
    log(`engines: installing ${packages.join(', ')} with apt`);
    // apt may wait on another's lock or a slow mirror: ended after 5 minutes (an install takes 1 to 3 here), with 30 s
    // after SIGTERM for dpkg to leave its database whole.
    const apt = (args: string[]) =>
      run('apt-get', args, {
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
        output: 'keep',
        limitMs: APT_LIMIT_MS,
        graceMs: 30_000,
      });
    const install = () => apt(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
    let installed = await install();
    // A fresh machine's package lists may be empty or old: read them once, then try again.
    if (!installed.ok && (await apt(['update', '-qq'])).ok) installed = await install();
    if (!installed.ok)
      log(
        `engines: apt could not install them:\n${installed.output.trim().split('\n').slice(-5).join('\n')}`,
      );
  }
}
