/**
 * `bsc convert <pdf...> [--format json|csv|xlsx|ofx|qfx|qif] [--password P] [--out DIR]`,
 * `bsc convert <pdf...> --merge --out ledger.xlsx` and `bsc inspect <pdf>`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { ConversionError, type ConvertOptions, type ProgressEvent, convert, inspect } from '../index.ts';
import { EXIT, type ExitCode, UsageError } from './exit-codes.ts';
import { FORMATS, type Format, OUTPUT_OPTIONS, mergeCommand, outputOptions, render } from './output-options.ts';

export interface Io {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
}

export function exitCodeFor(error: unknown): ExitCode {
  if (error instanceof UsageError) return EXIT.USAGE;
  if ((error as NodeJS.ErrnoException)?.code === 'ENOENT' || (error as NodeJS.ErrnoException)?.code === 'EISDIR') return EXIT.UNREADABLE;
  if (!ConversionError.is(error)) return EXIT.FAILURE;
  switch (error.code) {
    case 'PASSWORD_REQUIRED':
    case 'INVALID_PASSWORD':
      return EXIT.PASSWORD;
    case 'NO_TRANSACTIONS_FOUND':
      return EXIT.NO_TRANSACTIONS;
    case 'NOT_A_PDF':
    case 'CORRUPT_PDF':
    case 'FILE_TOO_LARGE':
      return EXIT.UNREADABLE;
    case 'UNKNOWN_BANK_PROFILE':
      return EXIT.USAGE;
    default:
      return EXIT.FAILURE;
  }
}

export function describeError(file: string, error: unknown): string {
  if (ConversionError.is(error)) return `${file}: ${error.message} [${error.code}]`;
  const errno = error as NodeJS.ErrnoException;
  if (errno?.code === 'ENOENT') return `${file}: no such file`;
  if (errno?.code === 'EISDIR') return `${file}: is a directory, not a PDF`;
  return `${file}: ${(error as Error)?.message ?? String(error)}`;
}

export async function convertCommand(args: string[], io: Io): Promise<ExitCode> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      format: { type: 'string', short: 'f' },
      password: { type: 'string', short: 'p' },
      out: { type: 'string', short: 'o' },
      bank: { type: 'string' },
      ...OUTPUT_OPTIONS,
    },
  });
  if (positionals.length === 0) throw new UsageError('convert needs at least one PDF file');
  const options: ConvertOptions = {
    ...(values.password !== undefined ? { password: values.password } : {}),
    ...(values.bank !== undefined ? { bank: values.bank } : {}),
  };
  const output = outputOptions(values);
  if (values.merge) return mergeCommand(positionals, values.out, values.format, options, output, io);
  const format = String(values.format ?? 'json').toLowerCase() as Format;
  if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')} (got "${values.format}")`);
  if (positionals.length > 1 && !values.out) throw new UsageError('several input files need --out DIR');

  if (!values.out) {
    const file = positionals[0] as string;
    if (format === 'xlsx' && io.stdout.isTTY) throw new UsageError('refusing to write XLSX to a terminal; use --out DIR or redirect the output');
    const statement = await convert(await readFile(file), { ...options, onProgress: ocrProgress(file, io) });
    if (io.stderr.isTTY) io.stderr.write('\r\x1b[K');
    io.stdout.write(await render(statement, format, output));
    return EXIT.OK;
  }

  await mkdir(values.out, { recursive: true });
  let worst: ExitCode = EXIT.OK;
  for (const [index, file] of positionals.entries()) {
    const prefix = `[${index + 1}/${positionals.length}] ${file}`;
    try {
      const statement = await convert(await readFile(file), {
        ...options,
        onProgress: (event) => {
          if (io.stderr.isTTY && event.stage === 'extract') io.stderr.write(`\r\x1b[K${prefix}: page ${event.pagesDone}/${event.pagesTotal}`);
          ocrProgress(prefix, io)(event);
        },
      });
      const target = join(values.out, `${basename(file, extname(file))}.${format}`);
      await writeFile(target, await render(statement, format, output));
      const status = statement.reconciliation.ok ? 'reconciled' : 'NOT reconciled';
      const warnings = statement.warnings.length ? `, ${statement.warnings.length} warning(s)` : '';
      io.stderr.write(`${io.stderr.isTTY ? '\r' : ''}${prefix}: ${statement.transactions.length} transactions, ${status}${warnings} → ${target}\n`);
    } catch (error) {
      io.stderr.write(`${io.stderr.isTTY ? '\r' : ''}${prefix}: error: ${describeError(file, error).slice(file.length + 2)}\n`);
      if (worst === EXIT.OK) worst = exitCodeFor(error);
    }
  }
  return worst;
}

/** On a terminal, scanned pages report as OCR finishes each one (OCR takes about a second a page). */
export function ocrProgress(label: string, io: Io): (event: ProgressEvent) => void {
  return (event) => {
    if (io.stderr.isTTY && event.stage === 'ocr') io.stderr.write(`\r\x1b[K${label}: OCR ${event.pagesDone}/${event.pagesTotal} pages`);
  };
}

export async function inspectCommand(args: string[], io: Io): Promise<ExitCode> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { password: { type: 'string', short: 'p' } } });
  if (positionals.length !== 1) throw new UsageError('inspect needs exactly one PDF file');
  const result = await inspect(await readFile(positionals[0] as string), values.password !== undefined ? { password: values.password } : {});
  io.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  return EXIT.OK;
}
