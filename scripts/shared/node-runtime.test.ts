/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from './paths';
import { nodeHeadersDir, onSupportedNode, SUPPORTED_NODE_MAJOR } from './node-runtime';

const packageOf = (dir: string) =>
  JSON.parse(readFileSync(path.join(rootDir, dir, 'package.json'), 'utf8')) as {
    engines: { node: string };
    dependencies?: Record<string, string>;
  };

describe('the Node.js the project runs on', () => {
  it('runs the unit tests: the version .nvmrc names', () => {
    console.log(`unit tests: on Node.js ${process.version}`);
    expect(process.version).toMatch(new RegExp(`^v${SUPPORTED_NODE_MAJOR}\\.`));
    expect(onSupportedNode()).toBe(true);
  });

  it('is the one both trees declare, and the one the site brings with it, production installs included', () => {
    expect(SUPPORTED_NODE_MAJOR).toBe(24);
    for (const tree of ['.', 'cms']) expect([tree, packageOf(tree).engines.node]).toEqual([tree, '24.x']);
    // A dependency, not a development one: \`npm install --omit=dev\` brings it too.
    expect(packageOf('.').dependencies?.node).toMatch(new RegExp(`^${SUPPORTED_NODE_MAJOR}\\.\\d+\\.\\d+$`));
  });

  it('has its headers where a native module built from source finds them', () => {
    const headers = nodeHeadersDir();
    expect(headers).toBeDefined();
    expect(existsSync(path.join(headers!, 'include', 'node', 'node.h'))).toBe(true);
  });
});
