/**
 * Where `bsc convert` writes: standard output, one named file, or one file per input in a
 * folder. Names never collide within a run, and nothing that exists is replaced without --force.
 */
import { existsSync, statSync } from 'node:fs';
import { basename, extname, join, sep } from 'node:path';
import { type ExportFormat, FORMAT_EXTENSIONS } from '../index.ts';
import { UsageError } from './exit-codes.ts';

export interface OutputRequest {
  files: readonly string[];
  /** A folder was among the inputs: the run writes one file per PDF found, like several inputs. */
  fromFolder: boolean;
  out: string | undefined;
  /** --format as given (lower case), if given. */
  format: string | undefined;
  formats: readonly string[];
  force: boolean;
}

export interface OutputPlan {
  format: string;
  /** One path per input, or null: the one input's result goes to standard output. */
  targets: string[] | null;
}

const isDirectory = (path: string) => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

/** File extensions of formats whose name is not their extension, and the other spellings people use. */
const EXTENSION_FORMATS: Readonly<Record<string, string>> = {
  beancount: 'beancount',
  bean: 'beancount',
  journal: 'hledger',
  hledger: 'hledger',
  ledger: 'hledger',
  xml: 'camt053',
  camt053: 'camt053',
  camt: 'camt053',
  sta: 'mt940',
  mt940: 'mt940',
  '940': 'mt940',
};

/** The extension written for a format (`hledger` → `journal`). */
export const extensionOf = (format: string): string => FORMAT_EXTENSIONS[format as ExportFormat] ?? format;

/** The format an output file's name asks for (`x.xlsx` → xlsx, `x.journal` → hledger), if it is one we write. */
export function formatOfName(path: string, formats: readonly string[]): string | undefined {
  const ext = extname(path).slice(1).toLowerCase();
  const format = EXTENSION_FORMATS[ext] ?? ext;
  return formats.includes(format) ? format : undefined;
}

export function planOutputs(request: OutputRequest): OutputPlan {
  const { files, out, formats } = request;
  const batch = files.length > 1 || request.fromFolder;
  if (request.format !== undefined && !formats.includes(request.format))
    throw new UsageError(`--format must be one of ${formats.join(', ')} (got "${request.format}")`);
  if (files.length === 0) throw new UsageError('no PDF files found in the inputs given');
  if (out === undefined) {
    if (batch) throw new UsageError('several inputs (or a folder) need --out DIR');
    return { format: request.format ?? 'json', targets: null };
  }
  const namedFormat = out.endsWith(sep) || out.endsWith('/') || isDirectory(out) ? undefined : formatOfName(out, formats);
  if (namedFormat !== undefined) {
    if (batch) throw new UsageError(`several inputs (or a folder) need --out DIR, not the file name "${out}"`);
    if (request.format !== undefined && request.format !== namedFormat)
      throw new UsageError(`--format ${request.format} disagrees with the output file name "${out}"`);
    return { format: namedFormat, targets: refuseExisting([out], request.force) };
  }
  const format = request.format ?? 'json';
  return {
    format,
    targets: refuseExisting(
      distinctNames(files, format).map((name) => join(out, name)),
      request.force,
    ),
  };
}

/** `jan.pdf` → `jan.json`; a second `jan.pdf` (from another folder) → `jan-2.json`. Compared ignoring case, for case-insensitive file systems. */
export function distinctNames(files: readonly string[], format: string): string[] {
  const taken = new Set<string>();
  return files.map((file) => {
    const stem = basename(file, extname(file)) || 'statement';
    const ext = extensionOf(format);
    let name = `${stem}.${ext}`;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem}-${n}.${ext}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/** The targets, unless some exist and --force was not given: then a usage error naming them. */
export function refuseExisting(targets: string[], force: boolean): string[] {
  if (force) return targets;
  const existing = targets.filter((t) => existsSync(t));
  if (existing.length > 0) {
    const shown = existing.slice(0, 5).join(', ') + (existing.length > 5 ? ` and ${existing.length - 5} more` : '');
    throw new UsageError(
      `${existing.length === 1 ? 'the output exists already' : `${existing.length} outputs exist already`}: ${shown}; use --force to replace`,
    );
  }
  return targets;
}
