/**
 * Real statements with their ground truth (NAME.pdf beside NAME.truth.json), and the statements
 * made by other software. The real ones are not in this repository: they are read from
 * `corpus-real` and `corpus-real-new` in the `shared` folder beside the checkout (the two
 * constants below); the tests and benchmarks that say "real statements" mean these.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const REAL_CORPUS_DIR = fileURLToPath(new URL('../../../shared/corpus-real/', import.meta.url));
/** Six more real public statements (a protected one, cards, two accounts, sectioned signs, a decoy). */
export const REAL_CORPUS_NEW_DIR = fileURLToPath(new URL('../../../shared/corpus-real-new/', import.meta.url));

export interface TruthTransaction {
  date: string;
  description: string;
  amount: string;
  balance: string | null;
  typeCode?: string;
  valueDate?: string;
}

export interface Truth {
  kind: 'TEXT_BASED' | 'IMAGE_BASED';
  password: string | null;
  bank: string;
  currency: string;
  accountLast4: string;
  statementPeriod: string | null;
  openingBalance: string;
  closingBalance: string;
  pages: number;
  periodStart: string;
  periodEnd: string;
  transactions: TruthTransaction[];
}

export interface RealStatement {
  name: string;
  pdf: Buffer;
  truth: Truth;
}

/** Statements made by other software (Chromium, ReportLab, groff), committed with their truth. */
export const FOREIGN_CORPUS_DIR = fileURLToPath(new URL('../../corpus/foreign/', import.meta.url));

export function realStatements(kind?: Truth['kind']): RealStatement[] {
  return statementsIn(REAL_CORPUS_DIR, kind);
}

export function statementsIn(dir: string, kind?: Truth['kind']): RealStatement[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.pdf'))
    .sort()
    .map((f) => ({
      name: f.replace(/\.pdf$/, ''),
      pdf: readFileSync(dir + f),
      truth: JSON.parse(readFileSync(dir + f.replace(/\.pdf$/, '.truth.json'), 'utf8')) as Truth,
    }))
    .filter((s) => !kind || s.truth.kind === kind);
}
