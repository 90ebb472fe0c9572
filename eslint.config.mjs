import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([
    '.next/**',
    'out/**',
    'out.*/**',
    '.bench/**',
    '.site-staging/**',
    'cms/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
  ]),
]);
