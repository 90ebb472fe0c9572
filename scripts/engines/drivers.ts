// One small interface over the two ways the smoke tests drive a browser: Puppeteer over WebDriver BiDi for Firefox,
// Selenium over W3C WebDriver for WebKit. The tests say what to do once; each engine's driver does it its own way.
import { spawn, type ChildProcess } from 'node:child_process';
import puppeteer, { type Browser, type ElementHandle, type KeyInput, type Page } from 'puppeteer-core';
import { Builder, Capabilities, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { startWithin, waitForAnswer, unusedPort } from '../shared';
import { FIREFOX, MINIBROWSER, WEBKIT_DRIVER, XVFB_RUN, type EngineName } from './engines';

export type PressKey = 'Escape' | 'ArrowRight';

/** A function run in the page: its arguments and result travel as JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page function, typed by its caller
type PageFunction<T> = (...args: any[]) => T | Promise<T>;

export interface EngineDriver {
  readonly engine: EngineName;
  /** Sets the window so the page is `width` wide where the engine allows it; resolves the width the page has. */
  resize(width: number, height: number): Promise<number>;
  goto(url: string): Promise<void>;
  evaluate<T>(fn: PageFunction<T>, ...args: unknown[]): Promise<T>;
  /** Clicks, as a visitor does, the element `find` returns in the page; fails when it returns none. */
  click(find: PageFunction<Element | null | undefined>, ...args: unknown[]): Promise<void>;
  press(key: PressKey): Promise<void>;
  close(): Promise<void>;
}

/** Requests to any other host go to a proxy that is not there: nothing leaves the machine, as in the other tests. */
const DEAD_PROXY = '127.0.0.1:9';

/**
 * How long a browser session may take to open: Firefox's and WebKit's take 1 to 3 s here, and up to about 8 s with a
 * core kept busy; but a fresh clone's `npm test` on this project's 2-core machine, with the CMS suites and a type check
 * beside it (load about 7), once saw WebKit's MiniBrowser take over 30 s twice (2026-11-29). One that takes longer
 * than this is ended, with its driver and virtual display, and tried once more.
 */
export const SESSION_START_LIMIT_MS = 60_000;
/**
 * The most a launcher can take before it fails: two attempts, each ended within about 9 s of its limit (SIGTERM, 3 s
 * of grace, SIGKILL, a second look 200 ms later, the same again).
 */
export const SESSION_START_BUDGET_MS = 2 * (SESSION_START_LIMIT_MS + 10_000);

/** The main frame's WebDriver BiDi browsing context, as Puppeteer's BiDi frame holds it. */
type BidiContext = { setViewport(options: { viewport: { width: number; height: number } }): Promise<void> };

/**
 * Sets Firefox's viewport. Puppeteer's setViewport also sets the screen's orientation, with a command Firefox ESR 140
 * does not know (it answers "unknown command emulation.setScreenOrientationOverride": every Firefox test failed so
 * with Debian's 140.12). Where that command is refused, the viewport alone is set through WebDriver BiDi's own
 * browsingContext.setViewport, which is all these tests need.
 */
async function firefoxViewport(page: Page, width: number, height: number): Promise<void> {
  try {
    await page.setViewport({ width, height });
  } catch (error) {
    if (!/unknown command emulation\.setScreenOrientationOverride/.test(String(error))) throw error;
    const context = (page.mainFrame() as unknown as { browsingContext?: BidiContext }).browsingContext;
    if (!context) throw error;
    await context.setViewport({ viewport: { width, height } });
  }
}

export async function launchFirefox(): Promise<EngineDriver> {
  const { browser, page } = await startWithin<{ browser: Browser; page: Page }>(
    {
      what: "Firefox's WebDriver BiDi session",
      limitMs: SESSION_START_LIMIT_MS,
      discard: (late) => late.browser.close(),
    },
    async ({ waitingFor }) => {
      waitingFor(`${FIREFOX} to open its WebDriver BiDi connection`);
      const browser = await puppeteer.launch({
        browser: 'firefox',
        executablePath: FIREFOX,
        headless: true,
        timeout: SESSION_START_LIMIT_MS,
        extraPrefsFirefox: {
          'network.proxy.type': 1,
          'network.proxy.http': '127.0.0.1',
          'network.proxy.http_port': 9,
          'network.proxy.ssl': '127.0.0.1',
          'network.proxy.ssl_port': 9,
          'network.proxy.no_proxies_on': '127.0.0.1,localhost',
          'network.proxy.allow_hijacking_localhost': false,
        },
      });
      waitingFor('Firefox to open a page');
      return { browser, page: await browser.newPage() };
    },
  );
  return {
    engine: 'firefox',
    async resize(width, height) {
      await firefoxViewport(page, width, height);
      return page.evaluate(() => innerWidth);
    },
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    evaluate: (fn, ...args) => page.evaluate(fn, ...args),
    async click(find, ...args) {
      const handle = (await page.evaluateHandle(find, ...args)).asElement() as ElementHandle<Element> | null;
      if (!handle) throw new Error('firefox: nothing to click');
      await handle.click();
    },
    press: (key) => page.keyboard.press(key as KeyInput),
    close: () => browser.close(),
  };
}

const KEYS: Record<PressKey, string> = { Escape: Key.ESCAPE, ArrowRight: Key.ARROW_RIGHT };

/** A WebKitWebDriver in a virtual display of its own, and a way to stop it with everything it started. */
interface WebKitDriverServer {
  url: string;
  stop(): void;
}

export interface WebKitOptions {
  /** The WebDriver server's command, given `--port=N` after it. Default: Debian's WebKitWebDriver. */
  driver?: string[];
  /** Default: SESSION_START_LIMIT_MS. */
  limitMs?: number;
}

/** Starts the driver under xvfb-run (a virtual display on a free number), detached so that it can be stopped whole. */
function spawnWebKitDriver(driver: string[], port: number): WebKitDriverServer {
  const [command, ...args] = driver;
  const child: ChildProcess = spawn(
    XVFB_RUN,
    ['-a', '-s', '-screen 0 1400x1000x24', command!, ...args, `--port=${port}`],
    { detached: true, stdio: 'ignore' },
  );
  child.on('error', () => {});
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // Already gone.
    }
  };
  return {
    url: `http://127.0.0.1:${port}`,
    // SIGTERM lets the virtual display remove its lock file; SIGKILL follows for anything that stays.
    stop() {
      signalGroup('SIGTERM');
      setTimeout(() => signalGroup('SIGKILL'), 2_000).unref();
    },
  };
}

/**
 * WebKit through WebKitWebDriver, in a virtual display of its own. The driver, its display and the session's
 * MiniBrowser must each answer within the limit; a start that does not is ended and tried once more, then fails with
 * one line naming WebKit's session and what it waited for.
 */
export async function launchWebKit(options: WebKitOptions = {}): Promise<EngineDriver> {
  const driverCommand = options.driver ?? [WEBKIT_DRIVER];
  const { driver, server } = await startWithin<{ driver: WebDriver; server: WebKitDriverServer }>(
    {
      what: "WebKit's WebDriver session",
      limitMs: options.limitMs ?? SESSION_START_LIMIT_MS,
      discard: async (late) => {
        await late.driver.quit().catch(() => {});
        late.server.stop();
      },
    },
    async ({ signal, waitingFor }) => {
      const port = await unusedPort();
      // An attempt given up on while it looked for a port starts nothing more.
      signal.throwIfAborted();
      const server = spawnWebKitDriver(driverCommand, port);
      try {
        const name = options.driver ? 'the WebDriver server' : 'WebKitWebDriver';
        waitingFor(`xvfb-run and ${name} to answer GET ${server.url}/status`);
        await waitForAnswer(`${server.url}/status`, { signal });
        waitingFor(`the WebDriver server at ${server.url} to open a MiniBrowser session (POST /session)`);
        const driver = await new Builder()
          .usingServer(server.url)
          .withCapabilities(
            new Capabilities({
              browserName: 'MiniBrowser',
              'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
              proxy: {
                proxyType: 'manual',
                httpProxy: DEAD_PROXY,
                sslProxy: DEAD_PROXY,
                noProxy: ['127.0.0.1', 'localhost'],
              },
            }),
          )
          .build();
        return { driver, server };
      } catch (error) {
        server.stop();
        throw error;
      }
    },
  );
  return {
    engine: 'webkit',
    async resize(width, height) {
      // The window's frame takes some of its width; MiniBrowser's window is never narrower than about 447 px.
      await driver.manage().window().setRect({ width, height });
      const inner = await driver.executeScript<number>('return innerWidth');
      if (inner !== width)
        await driver
          .manage()
          .window()
          .setRect({ width: width + (width - inner), height });
      return driver.executeScript<number>('return innerWidth');
    },
    goto: (url) => driver.get(url),
    evaluate: (fn, ...args) => driver.executeScript(fn, ...args),
    async click(find, ...args) {
      const element = await driver.executeScript<WebElement | null>(find, ...args);
      if (!element) throw new Error('webkit: nothing to click');
      // WebDriver scrolls an element only until it is in view, where the Book Now badge may lie over it; a visitor
      // would scroll it to the middle of the screen.
      await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', element);
      await element.click();
    },
    press: (key) => driver.actions().sendKeys(KEYS[key]).perform(),
    async close() {
      await driver.quit().catch(() => {});
      server.stop();
    },
  };
}

export const launchers: Record<EngineName, () => Promise<EngineDriver>> = {
  firefox: launchFirefox,
  webkit: launchWebKit,
};
