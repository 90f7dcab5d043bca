/**
 * `bsc`: the command line. Each command lives in its own module; this file only dispatches and
 * turns failures into a message on standard error and a documented exit code.
 */
import { EXIT, type ExitCode, UsageError } from './exit-codes.ts';
import type { Io } from './io.ts';
import { COMMAND_HELP, USAGE, version } from './usage.ts';

// Every command loads on demand: `bsc --help` loads none of them, converting a file need not load
// Koa and SQLite, and serving need not load the converter's command line.
const COMMANDS: Record<string, (args: string[], io: Io) => Promise<ExitCode>> = {
  convert: async (args, io) => (await import('./convert-command.ts')).convertCommand(args, io),
  inspect: async (args, io) => (await import('./convert-command.ts')).inspectCommand(args, io),
  banks: async (args, io) => (await import('./banks-command.ts')).banksCommand(args, io),
  redact: async (args, io) => (await import('./redact-command.ts')).redactCommand(args, io),
  serve: async (args, io) => (await import('../server/commands/serve.ts')).serveCommand(args, io),
  users: async (args, io) => (await import('../server/commands/users.ts')).usersCommand(args, io),
  keys: async (args, io) => (await import('../server/commands/users.ts')).keysCommand(args, io),
  worker: async (args, io) => (await import('../server/commands/worker.ts')).workerCommand(args, io),
};

/** Commands that convert in this process, so may have started the shared OCR pool. */
const LIBRARY_COMMANDS = new Set(['convert', 'inspect', 'redact']);

export async function main(argv: string[], io: Io): Promise<ExitCode> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    const topic = command === 'help' ? args[0] : undefined;
    io.stdout.write(`${(topic && COMMAND_HELP[topic]) || USAGE}\n`);
    return command ? EXIT.OK : EXIT.USAGE;
  }
  if (command === '--version' || command === '-V') {
    io.stdout.write(`${version()}\n`);
    return EXIT.OK;
  }
  if (!COMMANDS[command]) {
    io.stderr.write(`bsc: unknown command "${command}"\n${USAGE}\n`);
    return EXIT.USAGE;
  }
  if (wantsHelp(args)) {
    io.stdout.write(`${COMMAND_HELP[command] ?? USAGE}\n`);
    return EXIT.OK;
  }
  try {
    return await runSafely(command, args, io);
  } finally {
    // OCR workers would keep the process alive after the last file (the library is loaded by then).
    if (LIBRARY_COMMANDS.has(command)) await (await import('../index.ts')).closeOcr();
  }
}

/** `--help` or `-h` anywhere before a `--` (after it, it would be a file name). */
function wantsHelp(args: string[]): boolean {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).some((a) => a === '--help' || a === '-h');
}

async function runSafely(command: string, args: string[], io: Io): Promise<ExitCode> {
  const run = COMMANDS[command] as (args: string[], io: Io) => Promise<ExitCode>;
  try {
    return await run(args, io);
  } catch (error) {
    const isUsage = error instanceof UsageError || (error as { code?: string })?.code?.startsWith('ERR_PARSE_ARGS');
    if (isUsage) {
      io.stderr.write(`bsc ${command}: ${(error as Error).message}\n(see "bsc ${command} --help")\n`);
      return EXIT.USAGE;
    }
    const file = args.find((a) => !a.startsWith('-')) ?? command;
    const { describeError, exitCodeFor } = await import('./failures.ts');
    io.stderr.write(`bsc ${command}: ${describeError(file, error)}\n`);
    return exitCodeFor(error);
  }
}

const isEntry = process.argv[1] !== undefined && /bsc(\.js)?$|cli[\\/]main\.ts$/.test(process.argv[1]);
if (isEntry) {
  exitQuietlyOnClosedPipe();
  process.exitCode = await main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr });
}

/**
 * `bsc banks | head -1`: once the reader has gone, writing more fails with EPIPE. Nobody is left
 * to read anything, so the process ends at once, without a stack trace.
 */
function exitQuietlyOnClosedPipe(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(process.exitCode ?? EXIT.OK);
      throw error;
    });
  }
}
