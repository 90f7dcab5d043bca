/**
 * `bsc`: the command line. Each command lives in its own module; this file only dispatches and
 * turns failures into a message on standard error and a documented exit code.
 */
import { closeOcr } from '../index.ts';
import { convertCommand, describeError, exitCodeFor, inspectCommand, type Io } from './convert-command.ts';
import { EXIT, type ExitCode, UsageError } from './exit-codes.ts';

const USAGE = `Usage:
  bsc convert <pdf...> [--format json|csv|xlsx] [--password P] [--out DIR] [--bank ID]
  bsc inspect <pdf> [--password P]

With one input and no --out, the converted document goes to standard output (JSON by default).
With several inputs, --out DIR is required and each file is written there.
Exit codes: 0 ok, 1 unexpected failure, 2 usage, 3 password required or wrong,
4 unreadable input (missing, not a PDF, corrupt, too large), 5 no transactions found.`;

const COMMANDS: Record<string, (args: string[], io: Io) => Promise<ExitCode>> = {
  convert: convertCommand,
  inspect: inspectCommand,
};

export async function main(argv: string[], io: Io): Promise<ExitCode> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    io.stdout.write(`${USAGE}\n`);
    return command ? EXIT.OK : EXIT.USAGE;
  }
  if (!COMMANDS[command]) {
    io.stderr.write(`bsc: unknown command "${command}"\n${USAGE}\n`);
    return EXIT.USAGE;
  }
  try {
    return await runSafely(command, args, io);
  } finally {
    // OCR workers would keep the process alive after the last file.
    await closeOcr();
  }
}

async function runSafely(command: string, args: string[], io: Io): Promise<ExitCode> {
  const run = COMMANDS[command] as (args: string[], io: Io) => Promise<ExitCode>;
  try {
    return await run(args, io);
  } catch (error) {
    const isUsage = error instanceof UsageError || (error as { code?: string })?.code?.startsWith('ERR_PARSE_ARGS');
    if (isUsage) {
      io.stderr.write(`bsc ${command}: ${(error as Error).message}\n${USAGE}\n`);
      return EXIT.USAGE;
    }
    const file = args.find((a) => !a.startsWith('-')) ?? command;
    io.stderr.write(`bsc ${command}: ${describeError(file, error)}\n`);
    return exitCodeFor(error);
  }
}

const isEntry = process.argv[1] !== undefined && /bsc(\.js)?$|cli[\\/]main\.ts$/.test(process.argv[1]);
if (isEntry) {
  process.exitCode = await main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr });
}
