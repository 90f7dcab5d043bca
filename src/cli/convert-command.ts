/**
 * `bsc convert <pdf or folder...> [--format json|csv|xlsx|ofx|qfx|qif|beancount|hledger|camt053|mt940] [--out FILE|DIR] [--force]
 * [--password P]... [--password-file FILE] [--bank ID] [--progress] [--ocr-lang CODES] [--ocr-data DIR] [--merge] [output flags]` and
 * `bsc inspect <pdf>` (see usage.ts).
 */
import { statusText } from './status-text.ts';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { type ProgressEvent, type Statement, convert, inspect } from '../index.ts';
import { BatchSummary } from './batch-summary.ts';
import { booksOptions, withCategories } from './books-options.ts';
import { EXIT, type ExitCode, UsageError } from './exit-codes.ts';
import { describeError, exitCodeFor } from './failures.ts';
import { collectInputs } from './inputs.ts';
import type { Io } from './io.ts';
import { FORMATS, type Format, OUTPUT_OPTIONS, mergeCommand, outputOptions, render } from './output-options.ts';
import { planOutputs } from './outputs.ts';
import { gatherPasswords, withPasswords } from './passwords.ts';
import { type ProgressLine, progressLine } from './progress.ts';
import { PROFILE_OPTION, useProfileFiles } from './profiles.ts';
import { explainText } from './explain.ts';

export async function convertCommand(args: string[], io: Io, env: NodeJS.ProcessEnv = process.env): Promise<ExitCode> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      format: { type: 'string', short: 'f' },
      password: { type: 'string', short: 'p', multiple: true },
      'password-file': { type: 'string' },
      out: { type: 'string', short: 'o' },
      force: { type: 'boolean', default: false },
      bank: { type: 'string' },
      progress: { type: 'boolean', default: false },
      'ocr-lang': { type: 'string' },
      'ocr-data': { type: 'string' },
      ...PROFILE_OPTION,
      ...OUTPUT_OPTIONS,
    },
  });
  if (positionals.length === 0) throw new UsageError('convert needs at least one PDF file or folder');
  useProfileFiles(values.profile, env);
  const output = { ...outputOptions(values), books: await booksOptions(values) };
  const inputs = await collectInputs(positionals);
  const passwords = await gatherPasswords(values.password ?? [], values['password-file'], env);
  const showProgress = io.stderr.isTTY === true || values.progress;
  const ocr = ocrOption(values['ocr-lang'] ?? env.BSC_OCR_LANG, values['ocr-data'] ?? env.BSC_OCR_DATA);
  const convertFile = async (file: string, progress: ProgressLine): Promise<Statement> => {
    const bytes = await readFile(file);
    return withPasswords(passwords, (password) =>
      convert(bytes, {
        ...(password !== undefined ? { password } : {}),
        ...(values.bank !== undefined ? { bank: values.bank } : {}),
        ...(ocr ? { ocr } : {}),
        onProgress: progress.onProgress,
      }),
    );
  };
  if (values.merge) {
    const convertOne = (file: string, label: string) => {
      const progress = progressLine(label, io.stderr, { enabled: showProgress });
      return convertFile(file, progress).finally(() => progress.clear());
    };
    return mergeCommand(inputs.files, values.out, values.format, { convertOne, force: values.force }, output, io);
  }
  const plan = planOutputs({ ...inputs, out: values.out, format: values.format?.toLowerCase(), formats: FORMATS, force: values.force });
  const format = plan.format as Format;

  if (plan.targets === null) {
    const file = inputs.files[0] as string;
    if (format === 'xlsx' && io.stdout.isTTY) throw new UsageError('refusing to write XLSX to a terminal; use --out FILE or redirect the output');
    const progress = progressLine(file, io.stderr, { enabled: showProgress });
    const statement = await convertFile(file, progress).finally(() => progress.clear());
    io.stdout.write(await render(withCategories(statement, output.books), format, output));
    return EXIT.OK;
  }

  const targets = plan.targets;
  const summary = new BatchSummary();
  let worst: ExitCode = EXIT.OK;
  // The library reads each document in one of its worker threads (one per CPU): the next files
  // start while this one is read, and results still print in input order. Only the file whose
  // turn it is draws its progress line; one started ahead shows how far its OCR got when its turn comes.
  const concurrency = Math.max(1, availableParallelism());
  const prefixOf = (index: number) => `[${index + 1}/${inputs.files.length}] ${inputs.files[index]}`;
  let turn = 0;
  const running: { statement: Promise<Statement>; line: ProgressLine; catchUp: () => void }[] = [];
  const start = (index: number) => {
    const file = inputs.files[index];
    if (file === undefined || running[index]) return;
    const line = progressLine(prefixOf(index), io.stderr, { enabled: showProgress, showPages: true });
    let latestOcr: ProgressEvent | undefined;
    const statement = convertFile(file, {
      onProgress: (event) => {
        if (event.stage === 'ocr') latestOcr = event;
        if (index === turn) line.onProgress(event);
      },
      clear: () => line.clear(),
    });
    statement.catch(() => undefined); // observed when its turn comes
    running[index] = { statement, line, catchUp: () => latestOcr && line.onProgress(latestOcr) };
  };
  for (const [index, file] of inputs.files.entries()) {
    turn = index;
    for (let ahead = 0; ahead < concurrency; ahead++) start(index + ahead);
    const entry = running[index] as (typeof running)[number];
    delete running[index]; // a finished statement is not kept for the rest of the batch
    entry.catchUp();
    const progress = entry.line;
    const prefix = prefixOf(index);
    const target = targets[index] as string;
    try {
      const statement = await entry.statement;
      await mkdir(dirname(target), { recursive: true });
      // 'wx': a file that appeared since the check is still not replaced without --force.
      await writeFile(target, await render(withCategories(statement, output.books), format, output), { flag: values.force ? 'w' : 'wx' });
      summary.add(statement);
      const status = statusText(statement);
      const warnings = statement.warnings.length ? `, ${statement.warnings.length} warning(s)` : '';
      progress.clear();
      io.stderr.write(`${prefix}: ${statement.transactions.length} transactions, ${status}${warnings} → ${target}\n`);
    } catch (error) {
      summary.fail(error);
      progress.clear();
      io.stderr.write(`${prefix}: error: ${describeError(file, error).slice(file.length + 2)}\n`);
      if (worst === EXIT.OK) worst = exitCodeFor(error);
    }
  }
  io.stderr.write(`${summary.format()}\n`);
  return worst;
}

export async function inspectCommand(args: string[], io: Io, env: NodeJS.ProcessEnv = process.env): Promise<ExitCode> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { password: { type: 'string', short: 'p' }, explain: { type: 'boolean', default: false }, bank: { type: 'string' }, ...PROFILE_OPTION },
  });
  if (positionals.length !== 1) throw new UsageError('inspect needs exactly one PDF file');
  const profiles = useProfileFiles(values.profile, env);
  const bytes = await readFile(positionals[0] as string);
  const password = values.password !== undefined ? { password: values.password } : {};
  const result = await inspect(bytes, password);
  if (!values.explain) {
    io.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return EXIT.OK;
  }
  // --explain reads the statement too: which profile, why, and what the reader made of it.
  try {
    const statement = await convert(bytes, { ...password, ...(values.bank !== undefined ? { bank: values.bank } : {}) });
    io.stdout.write(explainText({ inspected: result, statement, profiles, forced: values.bank }));
    return EXIT.OK;
  } catch (error) {
    io.stdout.write(explainText({ inspected: result, error, profiles, forced: values.bank }));
    return exitCodeFor(error);
  }
}

/** `--ocr-lang rus+eng` (or "rus,eng") and `--ocr-data DIR`: the language data scans are read with. */
function ocrOption(languages: string | undefined, dataPath: string | undefined): { languages?: string[]; dataPath?: string } | undefined {
  const codes = (languages ?? '').split(/[+,\s]+/).filter(Boolean);
  const bad = codes.find((code) => !/^[a-z_]{3,12}$/.test(code));
  if (bad) throw new UsageError(`--ocr-lang takes tesseract language codes such as rus, hin or chi_sim (got "${bad}")`);
  if (codes.length === 0 && !dataPath) return undefined;
  return { ...(codes.length ? { languages: codes } : {}), ...(dataPath ? { dataPath } : {}) };
}
