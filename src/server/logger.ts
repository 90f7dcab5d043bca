/**
 * Where the service reports what happens: one record per event with a time, a level, a message
 * and named fields. `json` writes one JSON object per line (for collectors); `pretty` writes
 * `time level msg key=value…` (for a terminal). Nothing logged here ever carries a password, an
 * API key, a cookie or a request body: callers pass ids, counts and codes, never input.
 */
export type LogLevel = 'info' | 'warn' | 'error';
export type LogFormat = 'json' | 'pretty';
export type LogValue = string | number | boolean | null | undefined;
export type LogFields = Record<string, LogValue>;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, error?: unknown, fields?: LogFields): void;
}

/** Names the record itself uses: a field of the same name is prefixed rather than allowed to overwrite them. */
const RESERVED = new Set(['time', 'level', 'msg', 'err']);

/** What a logged failure shows: its kind, message and stack (stacks stay in the log, never in a response). */
function describeError(error: unknown): Record<string, string> | undefined {
  if (error === undefined || error === null || error === '') return undefined;
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return { name: error.name, message: error.message, ...(typeof code === 'string' ? { code } : {}), ...(error.stack ? { stack: error.stack } : {}) };
  }
  return { message: String(error) };
}

function record(level: LogLevel, message: string, fields: LogFields | undefined, error: unknown, now: Date): Record<string, unknown> {
  const out: Record<string, unknown> = { time: now.toISOString(), level, msg: message };
  for (const [key, value] of Object.entries(fields ?? {})) {
    if (value !== undefined) out[RESERVED.has(key) ? `field_${key}` : key] = value;
  }
  const err = describeError(error);
  if (err) out.err = err;
  return out;
}

const PLAIN_VALUE = /^[^\s"=]{1,200}$/;

function prettyLine(entry: Record<string, unknown>): string {
  const { time, level, msg, err, ...fields } = entry;
  const parts = [String(time), String(level).toUpperCase().padEnd(5), String(msg)];
  for (const [key, value] of Object.entries(fields)) {
    const text = String(value);
    parts.push(`${key}=${PLAIN_VALUE.test(text) ? text : JSON.stringify(text)}`);
  }
  let line = parts.join(' ');
  const failure = err as Record<string, string> | undefined;
  if (failure) line += `\n  ${failure.stack ?? `${failure.name ?? 'Error'}: ${failure.message}`}`;
  return line;
}

export interface LoggerOptions {
  format: LogFormat;
  /** Receives each finished line, newline included. */
  write: (line: string) => void;
  now?: () => Date;
}

export function createLogger(options: LoggerOptions): Logger {
  const now = options.now ?? (() => new Date());
  const emit = (level: LogLevel, message: string, fields: LogFields | undefined, error?: unknown): void => {
    const entry = record(level, message, fields, error, now());
    let line: string;
    try {
      line = options.format === 'json' ? JSON.stringify(entry) : prettyLine(entry);
    } catch {
      // A field that cannot be serialised must not take the caller down with it.
      line = JSON.stringify({ time: entry.time, level, msg: message, logError: 'fields could not be serialised' });
    }
    options.write(`${line}\n`);
  };
  return {
    info: (message, fields) => emit('info', message, fields),
    warn: (message, fields) => emit('warn', message, fields),
    error: (message, error, fields) => emit('error', message, fields, error),
  };
}

/** JSON for pipes, files and containers; pretty for a person at a terminal. */
export function defaultLogFormat(stream: { isTTY?: boolean }): LogFormat {
  return stream.isTTY === true ? 'pretty' : 'json';
}

export function parseLogFormat(raw: string): LogFormat | null {
  return raw === 'json' || raw === 'pretty' ? raw : null;
}

/** The process's log: stderr, so stdout stays free for the start-up banner and command output. */
export const consoleLogger: Logger = createLogger({ format: defaultLogFormat(process.stderr), write: (line) => process.stderr.write(line) });

export const silentLogger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A logger that keeps every line it writes (tests read them back). */
export function memoryLogger(format: LogFormat = 'json'): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, ...createLogger({ format, write: (line) => lines.push(line.trimEnd()) }) };
}
