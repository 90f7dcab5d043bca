/** The last-resort handlers of `bsc serve`: an unhandled failure is logged and exits non-zero (so a supervisor restarts). */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FATAL_EXIT_CODE } from '../../src/server/fatal-errors.ts';

const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const FIXTURE = join(import.meta.dirname, 'fixtures/fatal-child.ts');

describe('last-resort handlers', () => {
  for (const [mode, logged] of [
    ['throw', 'uncaught exception'],
    ['reject', 'unhandled promise rejection'],
  ] as const) {
    it(`${mode}: logs "${logged}" and exits with ${FATAL_EXIT_CODE} instead of running on`, () => {
      const run = spawnSync(process.execPath, ['--import', TSX, FIXTURE, mode], { encoding: 'utf8', timeout: 20_000 });
      expect(run.status).toBe(FATAL_EXIT_CODE);
      expect(run.stderr).toContain(`fatal: ${logged}`);
    });
  }
});
