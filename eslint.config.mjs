import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';
import regexp from 'eslint-plugin-regexp';

/** Which other rooms of scripts/ each room's code may import. */
const SCRIPTS_ROOMS = {
  shared: [],
  preview: ['shared'],
  'embedded-cms': ['shared', 'preview'],
  'make-site': ['shared', 'embedded-cms'],
  server: ['shared', 'embedded-cms', 'preview'],
  gates: ['shared', 'embedded-cms', 'server'],
  engines: ['shared', 'server'],
  testing: ['shared', 'embedded-cms', 'make-site', 'server', 'preview', 'gates'],
  bench: ['shared', 'embedded-cms', 'make-site', 'server', 'testing'],
};
/** What a room's tests may import beyond what its code may. */
const SCRIPTS_TESTS_ALSO = { 'make-site': ['testing', 'server'] };

/** One import/no-restricted-paths block for each room's code and one for its tests. */
function scriptsRooms() {
  const rooms = Object.keys(SCRIPTS_ROOMS);
  const zone = (room, allowed) => ({
    target: `./scripts/${room}`,
    from: rooms
      .filter((other) => other !== room && !allowed.includes(other))
      .map((other) => `./scripts/${other}`),
    message: `scripts/${room}/ may import only ${allowed.length ? allowed.map((other) => `${other}/`).join(', ') : 'itself'} (eslint.config.mjs, SCRIPTS_ROOMS).`,
  });
  const tests = ['scripts/**/*.test.ts'];
  return [
    {
      files: ['scripts/**/*.ts'],
      ignores: tests,
      rules: {
        'import/no-restricted-paths': [
          'error',
          { zones: rooms.map((room) => zone(room, SCRIPTS_ROOMS[room])) },
        ],
      },
    },
    {
      files: tests,
      rules: {
        'import/no-restricted-paths': [
          'error',
          {
            zones: rooms.map((room) =>
              zone(room, [
                ...new Set([...SCRIPTS_ROOMS[room], 'testing', ...(SCRIPTS_TESTS_ALSO[room] ?? [])]),
              ]),
            ),
          },
        ],
      },
    },
  ];
}

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  // One import line for each module: two from the same door are one list to read, not two.
  { files: ['**/*.{ts,tsx}'], rules: { 'import/no-duplicates': 'error' } },
  // No pattern of ours takes time out of step with the text it reads: what editors type reaches the patterns of the
  // content layer and the CMS's rules, where one slow pattern on one long field held the whole CMS for seconds.
  // (The CMS's own rules are made from lib/, so these cover them too.)
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': [
        'error',
        { report: 'potential', ignorePartial: false, ignoreSticky: false },
      ],
      'regexp/no-misleading-unicode-character': 'error',
      'regexp/no-useless-backreference': 'error',
    },
  },
  // The site's code never reaches into the build's tools: scripts/ imports lib/, never the other way round (a test of
  // lib/ may borrow a test helper).
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/scripts/*', '**/scripts/*'],
              message: "The site does not import the build's tools.",
            },
          ],
        },
      ],
    },
  },
  // Pages and components read content through the content layer's front door (lib/cms/index.ts), with the types of the
  // kit and the declarations; the client, the image pipeline and the settings are the layer's own (their tests may
  // borrow its test helpers). dependency-cruiser holds the other rooms' doors (.dependency-cruiser.cjs).
  // They link to the site's pages through components/ui/link.tsx, which fetches a page's data only when the reader
  // reaches for its link.
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message:
                'Link through @/components/ui/link: it prefetches a page when the reader reaches for it.',
            },
          ],
          patterns: [
            {
              regex: '^@/lib/cms/',
              message: 'Read content through @/lib/cms; its types are in @/lib/kit and @/lib/content-types.',
            },
            {
              group: ['@/scripts/*', '**/scripts/*'],
              message: "The site does not import the build's tools.",
            },
          ],
        },
      ],
    },
  },
  // The content layer keeps no state of its own on globalThis: what a build's pages share is the store its first stage
  // wrote (lib/cms/store.ts).
  {
    files: ['lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'globalThis',
          message: 'Keep state in the module: a build shares the first stage’s read of the CMS.',
        },
      ],
    },
  },
  // The project's own programs use the content layer through its doors only: the pages' (lib/cms, which the build's
  // first stage reads everything through) and the tools' (lib/cms/tools.ts); a test may also use lib/cms/testing/.
  {
    files: ['scripts/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)lib/cms/(?!tools$|testing/)',
              message:
                'Use the content layer through lib/cms or lib/cms/tools (tests: lib/cms/testing/ too).',
            },
          ],
        },
      ],
    },
  },
  // The browser tests check a built site: its "today" is the day it was built for (builtDay in e2e/cms-data.ts), not
  // the clock's, which moves on at midnight while a run goes on.
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportSpecifier[imported.name="todayInKent"]',
          message: 'Use builtDay() (e2e/cms-data.ts): the day the site under test was built for.',
        },
      ],
    },
  },
  // The rooms of scripts/ keep to themselves: each imports only the rooms named for it here (and shared/, what several
  // rooms use, imports no other room). A test may also use testing/'s helpers, and the rooms its own room may use.
  ...scriptsRooms(),
  // Every HTTP server of the project's own programs is made by scripts/shared/guarded-server.ts, so that no request can
  // stop or stall it (the tests' recorded servers, which misbehave on purpose, are exempt).
  {
    files: ['scripts/**/*.ts', 'lib/**/*.ts'],
    ignores: ['scripts/shared/guarded-server.ts', '**/testing/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportDeclaration[source.value=/^(node:)?https?$/] > ImportSpecifier[imported.name=/^create(Secure)?Server$/]',
          message: 'Make a server with createGuardedServer (scripts/shared/guarded-server.ts).',
        },
        {
          selector: 'MemberExpression[object.name=/^https?$/][property.name=/^create(Secure)?Server$/]',
          message: 'Make a server with createGuardedServer (scripts/shared/guarded-server.ts).',
        },
      ],
    },
  },
  // scripts/ is TypeScript like the rest of the project: no plain-JavaScript module or hand-kept type shim.
  {
    files: ['scripts/**/*.{js,mjs,cjs}', 'scripts/**/*.d.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program', message: 'scripts/ is TypeScript: write this module as a .ts file.' },
      ],
    },
  },
  globalIgnores([
    '**/*.generated.*',
    '.next/**',
    '.next-preview/**',
    'out/**',
    'out.*/**',
    '.bench/**',
    '.next-fixtures/**',
    '.site-staging/**',
    'cms/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
  ]),
]);
