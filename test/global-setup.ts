/**
 * Before the tests: builds dist/ (bin/bsc.js and the server's child processes run the built
 * JavaScript, so tests that start them must see the sources as they are now; incremental, a build
 * with nothing changed takes a second or two), and starts a private PostgreSQL cluster for the
 * PostgreSQL store's tests (test/helpers/postgres-cluster.ts), stopped and deleted afterwards.
 * Test processes find it through BSC_TEST_PG_ADMIN_URL.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { type PostgresCluster, startPostgresCluster } from './helpers/postgres-cluster.ts';

export default async function setUp(): Promise<() => void> {
  // Each vitest project runs the global setup; the first one's build and cluster serve them all.
  if (process.env.BSC_TEST_PG_ADMIN_URL) return () => undefined;
  const root = resolve(import.meta.dirname, '..');
  const run = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`npm run build failed before the tests:\n${run.stdout}${run.stderr}`);
  const cluster: PostgresCluster = await startPostgresCluster();
  // Stopped even when the run ends abnormally (an interrupt, a crash of the runner).
  const stop = (): void => cluster.stop();
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop();
      process.exit(130);
    });
  }
  process.env.BSC_TEST_PG_ADMIN_URL = cluster.adminUrl;
  return stop;
}
