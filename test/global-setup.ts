/**
 * Builds dist/ before the tests: bin/bsc.js and the server's child processes run the built
 * JavaScript, so tests that start them must see the sources as they are now. Incremental, so a
 * build with nothing changed takes a second or two.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export default function buildDist(): void {
  const root = resolve(import.meta.dirname, '..');
  const run = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`npm run build failed before the tests:\n${run.stdout}${run.stderr}`);
}
