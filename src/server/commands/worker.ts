/**
 * `bsc worker [--database URL] [--concurrency N] [--ocr-threads N]`: runs OCR jobs from the
 * PostgreSQL queue until SIGINT or SIGTERM, then drains (stops claiming, releases the running job).
 */
import { parseArgs } from 'node:util';
import { ConfigError, databaseUrlFrom, profilePaths, wholeNumber } from '../config.ts';
import { installFatalErrorHandlers } from '../fatal-errors.ts';
import { consoleLogger } from '../logger.ts';
import { type RunningWorker, startWorker } from '../worker.ts';
import { type CommandExit, type CommandIo, FAILURE, OK, USAGE, isParseArgsError } from './io.ts';

const FLAGS = { database: { type: 'string' }, concurrency: { type: 'string' }, 'ocr-threads': { type: 'string' } } as const;

/** Test-only, like the child's own switch (child-entry.ts): OCR children hang on PDFs holding this marker. */
const testChildEnv = (): Record<string, string> | undefined =>
  process.env.BSC_TEST_HANG_MARKER ? { BSC_TEST_HANG_MARKER: process.env.BSC_TEST_HANG_MARKER } : undefined;

export async function workerCommand(args: string[], io: CommandIo): Promise<CommandExit> {
  process.umask(0o077);
  installFatalErrorHandlers(consoleLogger);
  let config: { databaseUrl: string; concurrency: number; ocrThreads: number | undefined; profiles: string[] };
  try {
    const { values } = parseArgs({ args, options: FLAGS, allowPositionals: false });
    const databaseUrl = databaseUrlFrom(values.database ?? process.env.DATABASE_URL);
    if (!databaseUrl) throw new ConfigError('a worker shares the job queue through PostgreSQL: give --database postgres://… or DATABASE_URL.');
    const threads = values['ocr-threads'] ?? process.env.OCR_THREADS;
    config = {
      databaseUrl,
      concurrency: wholeNumber('--concurrency / WORKER_CONCURRENCY', values.concurrency ?? process.env.WORKER_CONCURRENCY, 1, 1),
      ocrThreads: threads === undefined || threads === '' ? undefined : wholeNumber('--ocr-threads / OCR_THREADS', threads, 1, 1),
      profiles: profilePaths([], process.env),
    };
  } catch (error) {
    if (error instanceof ConfigError || isParseArgsError(error)) {
      io.stderr.write(`bsc worker: ${(error as Error).message}\n`);
      return USAGE;
    }
    throw error;
  }
  const stopRequested = new Promise<void>((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      io.stderr.write(`bsc worker: ${signal}, draining\n`);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  let worker: RunningWorker;
  try {
    const childEnv = testChildEnv();
    worker = await startWorker({
      databaseUrl: config.databaseUrl,
      concurrency: config.concurrency,
      logger: consoleLogger,
      processor: { ...(config.ocrThreads ? { ocrThreads: config.ocrThreads } : {}), ...(childEnv ? { childEnv } : {}), profiles: config.profiles },
    });
  } catch (error) {
    io.stderr.write(`bsc worker: could not start: ${(error as Error).message}\n`);
    return FAILURE;
  }
  io.stdout.write(`bsc worker: taking OCR jobs from PostgreSQL, ${config.concurrency} at a time\n`);
  await stopRequested;
  await worker.stop();
  return OK;
}
