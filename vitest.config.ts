import { defineConfig } from 'vitest/config';

/**
 * The HTTP service's tests run twice: against SQLite (the embedded default, with everything else)
 * and against PostgreSQL (project "postgres": BSC_TEST_STORE=postgres, a private cluster started
 * by test/global-setup.ts). Files about SQLite and the disk alone run once.
 */
const SERVER_TESTS_ON_POSTGRES = [
  'test/server/anonymous.test.ts',
  'test/server/convert-source-merge.test.ts',
  'test/server/file-history.test.ts',
  'test/server/jobs.test.ts',
  'test/server/openapi.test.ts',
  'test/server/render-on-demand.test.ts',
  'test/server/ops.test.ts',
  'test/server/routes.test.ts',
  'test/server/security-accounts.test.ts',
  'test/server/security-analysis-cost.test.ts',
  'test/server/security-billing.test.ts',
  'test/server/security-fairness.test.ts',
  'test/server/security-log-headers.test.ts',
  'test/server/security-origin.test.ts',
  'test/server/security-shared-limits.test.ts',
  'test/server/security-transport.test.ts',
  'test/server/security-upload-admission.test.ts',
  'test/server/web-session.test.ts',
  'test/server/web-static.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // bin/bsc.js and the package checks run dist/: build it from the current sources first; and
    // start the PostgreSQL cluster the postgres project and the store conformance suite use.
    globalSetup: ['test/global-setup.ts'],
    // The JSON report feeds .ci/run's closing "N passed, N failed" line.
    reporters: ['default', ['json', { outputFile: '.vitest-results.json' }]],
    env: { TZ: 'UTC' },
    projects: [
      { extends: true, test: { name: 'sqlite', include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'corpus/**/*.test.ts'] } },
      { extends: true, test: { name: 'postgres', include: SERVER_TESTS_ON_POSTGRES, env: { TZ: 'UTC', BSC_TEST_STORE: 'postgres' } } },
    ],
  },
});
