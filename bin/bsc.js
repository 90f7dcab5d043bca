#!/usr/bin/env node
// The `bsc` command runs the built JavaScript in dist/ (`npm run build`; `npm ci` builds it through
// the prepare script). No TypeScript loader at run time: that is what made start-up slow.
await import('../dist/cli/main.js');
