/** @jest-config-loader esbuild-register */
// TypeScript's own loader cannot read this file (the registry serves a TypeScript without a JS API to ts-node),
// so esbuild-register compiles it.
import nextJest from 'next/jest.js';
import type { Config } from 'jest';

const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/lib/cms/testing/empty-module.ts',
  },
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/e2e/',
    '<rootDir>/cms/',
    '<rootDir>/out/',
    '<rootDir>/.next/',
    '<rootDir>/.bench/',
    '<rootDir>/.next-fixtures/',
    // End-to-end tests that start the embedded CMS run in their own stage: npm run test:cms.
    '\\.e2e\\.test\\.ts$',
    // The smoke tests in Firefox and WebKit run against the built site in their own stage: npm run test:engines.
    '\\.engine\\.test\\.ts$',
  ],
  modulePathIgnorePatterns: [
    '<rootDir>/cms/',
    '<rootDir>/out/',
    '<rootDir>/.next/',
    '<rootDir>/.bench/',
    '<rootDir>/.next-fixtures/',
  ],
};

export default createJestConfig(config);
