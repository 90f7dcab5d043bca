import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'corpus/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // bin/bsc.js and the package checks run dist/: build it from the current sources first.
    globalSetup: ['test/global-setup.ts'],
    // The JSON report feeds .ci/run's closing "N passed, N failed" line.
    reporters: ['default', ['json', { outputFile: '.vitest-results.json' }]],
    env: { TZ: 'UTC' },
  },
});
