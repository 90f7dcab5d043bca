/**
 * Which built-in profile each blind, foreign or real text statement is read with: the list the
 * conformance test (test/banks/profile-statements.test.ts) holds the registry to, and the
 * "checked on" column of docs/banks.md. `npm run docs:profile-statements` converts them all and
 * writes test/banks/profile-statements.json; run it (then `npm run docs:banks`) when a profile or
 * a corpus changes.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { convert, type Statement } from '../src/index.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Folders of statements with their truth, relative to the repository (the real ones sit beside it, in ../shared). */
export const STATEMENT_DIRS = ['corpus/blind', 'corpus/blind2', 'corpus/foreign', '../shared/corpus-real', '../shared/corpus-real-new'];
export const PROFILE_STATEMENTS_FILE = join(root, 'test/banks/profile-statements.json');

export interface CorpusStatement {
  /** Path relative to the repository. */
  path: string;
  pdf: Buffer;
  truth: { kind?: string; password?: string | null; transactions: unknown[] };
}

/** Every text statement with a truth file in the folders that exist here. */
export function corpusStatements(): CorpusStatement[] {
  return STATEMENT_DIRS.flatMap((dir) => {
    const abs = join(root, dir);
    if (!existsSync(abs)) return [];
    return readdirSync(abs, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.pdf') && existsSync(join(abs, f.replace(/\.pdf$/, '.truth.json'))))
      .sort()
      .map((f) => ({
        path: relative(root, join(abs, f)),
        pdf: readFileSync(join(abs, f)),
        truth: JSON.parse(readFileSync(join(abs, f.replace(/\.pdf$/, '.truth.json')), 'utf8')),
      }))
      .filter((s) => s.truth.kind !== 'IMAGE_BASED');
  });
}

export const convertCorpusStatement = (s: CorpusStatement): Promise<Statement> => convert(s.pdf, s.truth.password ? { password: s.truth.password } : {});

/** Profile id → the statements read with it, sorted. */
export type ProfileStatements = Record<string, string[]>;

export function readProfileStatements(): ProfileStatements {
  return existsSync(PROFILE_STATEMENTS_FILE) ? (JSON.parse(readFileSync(PROFILE_STATEMENTS_FILE, 'utf8')) as ProfileStatements) : {};
}

export function groupByProfile(read: { path: string; bankId: string | null }[]): ProfileStatements {
  const out: ProfileStatements = {};
  for (const { path, bankId } of read) {
    if (!bankId) continue;
    out[bankId] ??= [];
    out[bankId].push(path);
  }
  for (const list of Object.values(out)) list.sort();
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const read = [];
  for (const s of corpusStatements()) read.push({ path: s.path, bankId: (await convertCorpusStatement(s)).metadata.bankId });
  writeFileSync(PROFILE_STATEMENTS_FILE, `${JSON.stringify(groupByProfile(read), null, 2)}\n`);
  console.log(`${relative(root, PROFILE_STATEMENTS_FILE)} written: ${read.filter((r) => r.bankId).length} of ${read.length} statements read with a profile`);
}
