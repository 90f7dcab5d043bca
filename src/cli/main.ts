/**
 * `bsc`: the command line. Each command lives in its own module; this file only dispatches and
 * turns failures into a message on standard error and a documented exit code.
 */
import { closeOcr } from '../index.ts';
import { banksCommand } from './banks-command.ts';
import { convertCommand, describeError, exitCodeFor, inspectCommand, type Io } from './convert-command.ts';
import { EXIT, type ExitCode, UsageError } from './exit-codes.ts';

const USAGE = `Usage:
  bsc convert <pdf...> [--format json|csv|xlsx|ofx|qfx|qif] [--password P] [--out DIR] [--bank ID]
              [--csv-delimiter C] [--csv-bom] [--columns LIST] [--paper a4|letter]
              [--qif-dates mdy|dmy|ymd] [--intu-bid ID]
  bsc convert <pdf...> --merge --out ledger.xlsx|.csv|.json|.ofx|.qfx|.qif [options above]
  bsc inspect <pdf> [--password P]
  bsc banks [--json] [--country CC]
  bsc serve [--port N] [--host H] [--data-dir DIR] [--retention-hours H] [--anonymous]
            [--parse-workers N] [--ocr-workers N] [--ocr-threads N]
  bsc users create --email E [--first F] [--last L] [--credits N] [--paid-credits N]
                   [--plan free|starter|pro|business] [--unlimited] [--json] [--data-dir DIR]
  bsc users list [--json] [--data-dir DIR]
  bsc users delete --email E [--data-dir DIR]
  bsc keys create --email E [--json] [--data-dir DIR]
  bsc keys list --email E [--json] [--data-dir DIR]
  bsc keys revoke <key id or key> [--data-dir DIR]

With one input and no --out, the converted document goes to standard output (JSON by default).
With several inputs, --out DIR is required and each file is written there.
--merge writes one ledger: accounts grouped, statements in period order, rows repeated by
overlapping statements once, continuity checked. --columns picks CSV/XLSX columns from
date,valueDate,description,amount,debit,credit,balance,currency,typeCode,account,source.
Exit codes: 0 ok, 1 unexpected failure, 2 usage, 3 password required or wrong,
4 unreadable input (missing, not a PDF, corrupt, too large), 5 no transactions found.`;

const COMMANDS: Record<string, (args: string[], io: Io) => Promise<ExitCode>> = {
  convert: convertCommand,
  inspect: inspectCommand,
  banks: banksCommand,
  // The HTTP service's commands load on demand: converting a file need not load Koa and SQLite.
  serve: async (args, io) => (await import('../server/commands/serve.ts')).serveCommand(args, io),
  users: async (args, io) => (await import('../server/commands/users.ts')).usersCommand(args, io),
  keys: async (args, io) => (await import('../server/commands/users.ts')).keysCommand(args, io),
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
