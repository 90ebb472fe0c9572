// One small interface over the two ways the smoke tests drive a browser: Puppeteer over WebDriver BiDi for Firefox,
// Selenium over W3C WebDriver for WebKit. The tests say what to do once; each engine's driver does it its own way.
import { spawn, type ChildProcess } from 'node:child_process';
import puppeteer, { type Browser, type ElementHandle, type KeyInput } from 'puppeteer-core';
import { Builder, Capabilities, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { unusedPort } from '../testing/unused-port';
import { FIREFOX, MINIBROWSER, WEBKIT_DRIVER, XVFB_RUN, type EngineName } from './engines';

export type PressKey = 'Escape' | 'ArrowRight' | 'Enter' | 'Tab';

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

export async function launchFirefox(): Promise<EngineDriver> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
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
  const page = await browser.newPage();
  return {
    engine: 'firefox',
    async resize(width, height) {
      await page.setViewport({ width, height });
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

const KEYS: Record<PressKey, string> = {
  Escape: Key.ESCAPE,
  ArrowRight: Key.ARROW_RIGHT,
  Enter: Key.ENTER,
  Tab: Key.TAB,
};

/** WebKitWebDriver in a virtual display of its own, stopped with everything it started. */
async function startWebKitDriver(): Promise<{ url: string; stop: () => void }> {
  const port = await unusedPort();
  const child: ChildProcess = spawn(
    XVFB_RUN,
    ['-a', '-s', '-screen 0 1400x1000x24', WEBKIT_DRIVER, `--port=${port}`],
    { detached: true, stdio: 'ignore' },
  );
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 20_000;
  for (;;) {
    const ready = await fetch(`${url}/status`)
      .then((answer) => answer.ok)
      .catch(() => false);
    if (ready) return { url, stop };
    if (Date.now() > until) {
      stop();
      throw new Error('webkit: WebKitWebDriver did not start within 20 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function launchWebKit(): Promise<EngineDriver> {
  const server = await startWebKitDriver();
  let driver: WebDriver;
  try {
    driver = await new Builder()
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
  } catch (error) {
    server.stop();
    throw error;
  }
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
