// `npm test`'s check of the site's structure (dependency-cruiser): no file imports itself through others, the content
// layer's rooms keep their order (the kit under the declarations, the declarations under the reader), and a room with
// a front door (lib/'s and every room of scripts/) is entered only through it. A test reaches into what it tests, so
// tests and their helpers are let in.

/** Files that test, or help a test: they may import a room's inner modules. */
const TESTS = ['\\.test\\.tsx?$', '\\.spec\\.ts$', '(^|/)testing/', '^e2e/'];

/**
 * The rooms of lib/ with a front door, and the door. The CMS's reader has two: index.ts, what pages read; tools.ts,
 * what the build and the embedded CMS's scripts use, kept apart so that no page's bundle is handed the build's tools.
 */
const DOORS = {
  kit: ['index.ts'],
  'content-types': ['index.ts'],
  cms: ['index.ts', 'tools.ts'],
  regulators: ['index.ts'],
};

/**
 * The rooms of scripts/, each entered from outside through its index.ts. The shared room has a second door: a module
 * whose import alone ends the process with its parent, which only the servers npm start runs ask for.
 */
const SCRIPT_DOORS = {
  bench: ['index.ts'],
  'embedded-cms': ['index.ts'],
  engines: ['index.ts'],
  gates: ['index.ts'],
  'make-site': ['index.ts'],
  preview: ['index.ts'],
  server: ['index.ts'],
  shared: ['index.ts', 'stop-with-parent.ts'],
  testing: ['index.ts'],
};

/** Each room of the content layer, and the rooms it must not import: the layers go one way, from the kit up. */
const BELOW = {
  kit: ['content-types', 'content', 'cms', 'regulators'],
  'content-types': ['content', 'cms'],
  content: ['cms'],
  regulators: ['content-types', 'content', 'cms'],
};

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circle',
      comment:
        'A file that imports itself through others: the two sides cannot be read, tested or moved apart.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...Object.entries(DOORS).map(([room, doors]) => ({
      name: `through-the-front-door-of-lib/${room}`,
      comment: `Outside lib/${room}/, import it as @/lib/${room}${doors.length > 1 ? ` (or ${doors.slice(1).join(', ')})` : ''}: its other files are its own to change.`,
      severity: 'error',
      from: { pathNot: [`^lib/${room}/`, ...TESTS] },
      to: {
        path: `^lib/${room}/`,
        pathNot: [...doors.map((door) => `^lib/${room}/${door.replace('.', '\\.')}$`), '(^|/)testing/'],
      },
    })),
    ...Object.entries(SCRIPT_DOORS).map(([room, doors]) => ({
      name: `through-the-front-door-of-scripts/${room}`,
      comment: `Outside scripts/${room}/, import it through ${doors.map((door) => `scripts/${room}/${door}`).join(' or ')}: its other files are its own to change.`,
      severity: 'error',
      from: { pathNot: [`^scripts/${room}/`, ...TESTS] },
      to: {
        path: `^scripts/${room}/`,
        pathNot: doors.map((door) => `^scripts/${room}/${door.replace('.', '\\.')}$`),
      },
    })),
    ...Object.entries(BELOW).map(([room, above]) => ({
      name: `lib/${room}-under-${above.join('-')}`,
      comment: `lib/${room} sits under lib/${above.join(', lib/')}: it must not import them.`,
      severity: 'error',
      from: { path: `^lib/${room}/`, pathNot: TESTS },
      to: { path: `^lib/(${above.join('|')})/` },
    })),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^(\\.[a-z-]+|out|cms|public|test-results)/|(^|/)node_modules/)' },
    // Type-only imports are structure too: a circle through types still ties the two sides together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
