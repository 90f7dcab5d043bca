/** The streams a command writes to (structurally the command line's `Io`). */
export interface CommandIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

/** Exit codes shared with `bsc` (README): 0 ok, 1 failure, 2 usage. */
export const OK = 0;
export const FAILURE = 1;
export const USAGE = 2;
export type CommandExit = typeof OK | typeof FAILURE | typeof USAGE;

export const isParseArgsError = (error: unknown): boolean => String((error as { code?: unknown })?.code ?? '').startsWith('ERR_PARSE_ARGS');
