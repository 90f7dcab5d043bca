/**
 * `bsc redact IN.pdf --out OUT.pdf`: a copy of a statement that can be shared (the library's
 * `redact`), and on standard error (or standard output with --json) what was replaced, counted
 * by kind, never the values.
 */
import { constants } from 'node:fs';
import { access, readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { type RedactionReport, redact } from '../index.ts';
import { EXIT, type ExitCode, UsageError } from './exit-codes.ts';
import type { Io } from './io.ts';

const KIND_WORDS: Record<keyof RedactionReport['replaced'], string> = {
  text: 'names, addresses and other words',
  description: 'description words',
  accountNumber: 'account numbers',
  iban: 'IBAN groups',
  card: 'card-number groups',
  sortCode: 'sort codes',
  reference: 'reference numbers',
};

export function reportText(report: RedactionReport): string {
  const lines = ['Replaced (occurrences, distinct values):'];
  for (const [kind, words] of Object.entries(KIND_WORDS) as [keyof RedactionReport['replaced'], string][]) {
    if (report.replaced[kind] > 0) lines.push(`  ${words}: ${report.replaced[kind]} (${report.distinct[kind]} distinct)`);
  }
  if (report.keptDescriptionWords > 0) lines.push(`Kept as printed (--keep-descriptions): ${report.keptDescriptionWords} description words`);
  if (report.pagesRasterised > 0) lines.push(`Scanned pages rasterised, with the words OCR found boxed: ${report.pagesRasterised}`);
  if (report.glyphsRemoved > 0) lines.push(`Characters removed (a font redaction cannot rewrite): ${report.glyphsRemoved}`);
  if (report.unchanged > 0) lines.push(`Words left as they were (their font has no other glyph of the same kind): ${report.unchanged}`);
  const removed = report.removed;
  const dropped = [
    removed.info ? 'document information' : '',
    removed.xmp ? `XMP metadata (${removed.xmp})` : '',
    removed.attachments ? `attachments (${removed.attachments})` : '',
    removed.annotations ? `annotations (${removed.annotations})` : '',
    removed.outlines ? 'bookmarks' : '',
    removed.forms ? 'form fields' : '',
    removed.structure ? 'structure tree' : '',
    removed.javascript ? 'scripts and actions' : '',
    removed.incrementalUpdates ? `earlier revisions (${removed.incrementalUpdates} incremental updates)` : '',
  ].filter(Boolean);
  lines.push(`Removed: ${dropped.length > 0 ? dropped.join(', ') : 'nothing else to remove'}.`);
  return `${lines.join('\n')}\n`;
}

export async function redactCommand(args: string[], io: Io): Promise<ExitCode> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      out: { type: 'string', short: 'o' },
      password: { type: 'string', short: 'p' },
      'keep-descriptions': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
  if (positionals.length !== 1) throw new UsageError('redact needs exactly one PDF file');
  if (!values.out) throw new UsageError('redact needs --out FILE (the redacted PDF is never written over the input or to a terminal)');
  const input = positionals[0] as string;
  if (!values.force) {
    const exists = await access(values.out, constants.F_OK).then(
      () => true,
      () => false,
    );
    if (exists) throw new UsageError(`${values.out} exists already; use --force to replace it`);
  }
  const bytes = await readFile(input);
  const { pdf, report } = await redact(bytes, {
    ...(values.password !== undefined ? { password: values.password } : {}),
    keepDescriptions: values['keep-descriptions'],
  });
  await writeFile(values.out, pdf, values.force ? {} : { flag: 'wx' });
  if (values.json) io.stdout.write(`${JSON.stringify({ output: values.out, report }, null, 2)}\n`);
  else io.stderr.write(`${input} → ${values.out}\n${reportText(report)}`);
  return EXIT.OK;
}
