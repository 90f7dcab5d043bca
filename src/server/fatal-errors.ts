/**
 * The last resort: an exception or a rejection that nothing handled means the process is in an
 * unknown state (a half-finished request, a pool that lost track of a child). Log it and exit
 * non-zero, so the supervisor (systemd `Restart=on-failure`, docs/security.md) starts a clean
 * process; the job queue and the store survive restarts. Only `bsc serve` installs this: a library
 * or a test runner embedding the server keeps its own policy.
 */
import type { Logger } from './logger.ts';

/** EX_SOFTWARE from sysexits.h: an internal software error. */
export const FATAL_EXIT_CODE = 70;

export function installFatalErrorHandlers(logger: Logger, exit: (code: number) => void = (code) => process.exit(code)): () => void {
  let exiting = false;
  const die = (kind: string) => (error: unknown) => {
    if (exiting) return;
    exiting = true;
    logger.error(`fatal: ${kind}; exiting with code ${FATAL_EXIT_CODE} so the supervisor restarts the service`, error);
    exit(FATAL_EXIT_CODE);
  };
  const onException = die('uncaught exception');
  const onRejection = die('unhandled promise rejection');
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  return () => {
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
  };
}
