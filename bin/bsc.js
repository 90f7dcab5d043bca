#!/usr/bin/env node
// The `bsc` command runs the built JavaScript in dist/ (`npm run build`; `npm ci` builds it through
// the prepare script). No TypeScript loader at run time: that is what made start-up slow.
import { existsSync } from 'node:fs';

const main = new URL('../dist/cli/main.js', import.meta.url);
if (existsSync(main)) {
  await import(main.href);
} else {
  // A clone installed without scripts has no dist/: say how to build it instead of a stack trace.
  process.stderr.write('bsc: the built command line (dist/) is missing; run `npm run build` first.\n');
  process.exitCode = 1;
}
