// scripts/shared: what more than one room of scripts/ uses, each room importing it from here. Running and ending
// processes and their starts within a limit; the checkout's paths, its Node.js and what a build is made from; the
// servers' guard and security headers; Chromium; the generated fonts and colours; a folder's lock; a line of progress.
//
// stop-with-parent.ts is not here: importing it ends the process with its parent, which only the servers that
// npm start runs ask for, by importing that file itself (or naming it to `node --import`).
export * from './browser';
export * from './fingerprint';
export * from './folder-lock';
export * from './fonts';
export * from './generated';
export * from './guarded-server';
export * from './hydrate-after-paint';
export * from './node-runtime';
export * from './paths';
export * from './process-tree';
export * from './processes';
export * from './progress';
export * from './security-headers';
export * from './starts';
export * from './unused-port';
