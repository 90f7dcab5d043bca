/**
 * Section "Payees and categories" of docs/benchmarks.md: the payee cleaner and the categoriser
 * measured on corpus/payees, a hand-labelled set written without reading the code (see its README).
 *
 * - Payees: `cleanPayee(description)` on descriptions.jsonl, right when it equals the labelled
 *   payee or one of its alternatives after NFC, case folding and collapsing whitespace (the
 *   README's suggested scoring); for rows whose payee is null (no counterparty), an empty answer
 *   or a listed alternative is right.
 * - Categories: the household's later transactions (new.jsonl) categorised from its history,
 *   given as CSV (history.csv) and as beancount (history.beancount): the share of rows with a
 *   proposal (the rest abstain), how many proposals are right, and right out of all rows.
 *
 * The first run's numbers are kept in benchmarks/payees-first-sight.json (written once, never
 * replaced), so the report shows first sight beside now.
 *
 *   npm run bench:payees [-- --verbose]   (--verbose lists every wrong payee and category)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Decimal } from 'decimal.js';
import { categorise, cleanPayee, readHistory, type HistoryFormat, type Statement, type Transaction } from '../src/index.ts';
import { machine, writeSection } from './report.ts';

const { values } = parseArgs({ options: { verbose: { type: 'boolean', default: false } } });
const DIR = 'corpus/payees';
const FIRST_SIGHT = 'benchmarks/payees-first-sight.json';

interface Labelled {
  id: string;
  description: string;
  amount: string;
  currency: string;
  language: string;
  payee: string | null;
  payeeAlternatives?: string[];
  category: string;
  source: string;
  date?: string;
  seenInHistory?: boolean;
}

const readJsonl = (file: string): Labelled[] =>
  readFileSync(join(DIR, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Labelled);

const norm = (text: string): string => text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
const pct = (n: number, of: number): string => (of === 0 ? '—' : `${((100 * n) / of).toFixed(1)}%`);

function payeeRight(row: Labelled, predicted: string): boolean {
  const answers = [...(row.payee !== null ? [row.payee] : []), ...(row.payeeAlternatives ?? [])].map(norm);
  if (row.payee === null && norm(predicted) === '') return true;
  return answers.includes(norm(predicted));
}

interface PayeeScore {
  rows: number;
  right: number;
  named: number;
  namedRight: number;
  none: number;
  noneRight: number;
  real: number;
  realRight: number;
}

function scorePayees(rows: Labelled[], wrong: string[]): PayeeScore {
  const s: PayeeScore = { rows: 0, right: 0, named: 0, namedRight: 0, none: 0, noneRight: 0, real: 0, realRight: 0 };
  for (const row of rows) {
    const predicted = cleanPayee(row.description);
    const ok = payeeRight(row, predicted);
    s.rows++;
    if (ok) s.right++;
    if (row.payee === null) {
      s.none++;
      if (ok) s.noneRight++;
    } else {
      s.named++;
      if (ok) s.namedRight++;
    }
    if (row.source !== 'constructed') {
      s.real++;
      if (ok) s.realRight++;
    }
    if (!ok) wrong.push(`${row.id} [${row.language}] ${JSON.stringify(row.description)} → ${JSON.stringify(predicted)} (want ${JSON.stringify(row.payee)})`);
  }
  return s;
}

interface CategoryScore {
  rows: number;
  proposed: number;
  right: number;
  seen: { rows: number; proposed: number; right: number };
  unseen: { rows: number; proposed: number; right: number };
}

/** A proposed category against the label: the last part of an account name (`Expenses:Groceries`, `Assets:Transfers`, `Income:Income`). */
const sameCategory = (proposed: string, label: string): boolean => norm(proposed.split(':').pop() ?? proposed) === norm(label);

function scoreCategories(rows: Labelled[], historyFile: string, format: HistoryFormat, wrong: string[]): CategoryScore {
  const history = readHistory(readFileSync(join(DIR, historyFile), 'utf8'), format);
  const transactions: Transaction[] = rows.map((r) => ({
    date: r.date ?? '2024-01-01',
    description: r.description,
    amount: new Decimal(r.amount),
    balance: null,
    balancePrinted: false,
    currency: r.currency,
    page: 1,
    y: 0,
    confidence: 1,
  }));
  const statement = { transactions, metadata: { accountNumber: null } } as unknown as Statement;
  const out = categorise(statement, { history });
  const s: CategoryScore = { rows: 0, proposed: 0, right: 0, seen: { rows: 0, proposed: 0, right: 0 }, unseen: { rows: 0, proposed: 0, right: 0 } };
  out.transactions.forEach((t, i) => {
    const row = rows[i] as Labelled;
    const part = row.seenInHistory ? s.seen : s.unseen;
    s.rows++;
    part.rows++;
    if (!t.category) return;
    s.proposed++;
    part.proposed++;
    if (sameCategory(t.category, row.category)) {
      s.right++;
      part.right++;
    } else wrong.push(`${historyFile} ${row.id} ${JSON.stringify(row.description)} → ${t.category} (want ${row.category}; ${t.categoryReason})`);
  });
  return s;
}

const descriptions = readJsonl('descriptions.jsonl');
const fresh = readJsonl('new.jsonl');
const wrongPayees: string[] = [];
const wrongCategories: string[] = [];
const payees = scorePayees(descriptions, wrongPayees);
const byLanguage = new Map<string, { rows: number; right: number }>();
for (const row of descriptions) {
  const l = byLanguage.get(row.language) ?? { rows: 0, right: 0 };
  l.rows++;
  if (payeeRight(row, cleanPayee(row.description))) l.right++;
  byLanguage.set(row.language, l);
}
const household = scorePayees(fresh, []);
const fromCsv = scoreCategories(fresh, 'history.csv', 'csv', wrongCategories);
const fromBeancount = scoreCategories(fresh, 'history.beancount', 'beancount', wrongCategories);

const now = {
  payees: {
    rows: payees.rows,
    right: payees.right,
    named: payees.named,
    namedRight: payees.namedRight,
    none: payees.none,
    noneRight: payees.noneRight,
    real: payees.real,
    realRight: payees.realRight,
  },
  household: { rows: household.rows, right: household.right },
  categoriesCsv: fromCsv,
  categoriesBeancount: fromBeancount,
};
if (!existsSync(FIRST_SIGHT)) writeFileSync(FIRST_SIGHT, `${JSON.stringify({ measured: new Date().toISOString().slice(0, 10), ...now }, null, 2)}\n`);
const first = JSON.parse(readFileSync(FIRST_SIGHT, 'utf8')) as typeof now & { measured: string };

const row = (label: string, right: number, rows: number, firstRight: number, firstRows: number) =>
  `| ${label} | ${rows} | ${pct(right, rows)} | ${pct(firstRight, firstRows)} |`;
const categoryRows = (label: string, c: CategoryScore, f: CategoryScore) => [
  `| ${label}: rows with a proposal | ${c.rows} | ${pct(c.proposed, c.rows)} | ${pct(f.proposed, f.rows)} |`,
  `| ${label}: abstained | ${c.rows} | ${pct(c.rows - c.proposed, c.rows)} | ${pct(f.rows - f.proposed, f.rows)} |`,
  `| ${label}: proposals right | ${c.proposed} | ${pct(c.right, c.proposed)} | ${pct(f.right, f.proposed)} |`,
  `| ${label}: right out of all rows | ${c.rows} | ${pct(c.right, c.rows)} | ${pct(f.right, f.rows)} |`,
  `| ${label}: payees seen in the history, proposals right | ${c.seen.proposed} | ${pct(c.seen.right, c.seen.proposed)} | ${pct(f.seen.right, f.seen.proposed)} |`,
  `| ${label}: payees never seen, abstained | ${c.unseen.rows} | ${pct(c.unseen.rows - c.unseen.proposed, c.unseen.rows)} | ${pct(f.unseen.rows - f.unseen.proposed, f.unseen.rows)} |`,
];

const lines = [
  `${machine()}. \`npm run bench:payees\` on corpus/payees (hand-labelled without reading the code; its README gives the`,
  `rules). First sight: ${first.measured}, the code as it was before it ever saw the set (benchmarks/payees-first-sight.json).`,
  '',
  '| payee cleaning (`cleanPayee`) | rows | now | first sight |',
  '|---|---:|---:|---:|',
  row('all descriptions (695, 23 countries, 11 languages)', payees.right, payees.rows, first.payees.right, first.payees.rows),
  row('with a counterparty', payees.namedRight, payees.named, first.payees.namedRight, first.payees.named),
  row('without one (payee null: ATM, interest, fees, own transfers)', payees.noneRight, payees.none, first.payees.noneRight, first.payees.none),
  row('taken from public sample files (not constructed)', payees.realRight, payees.real, first.payees.realRight, first.payees.real),
  row('the household’s new transactions', household.right, household.rows, first.household.right, first.household.rows),
  '',
  `By language (now): ${[...byLanguage]
    .sort((a, b) => b[1].rows - a[1].rows)
    .map(([l, s]) => `${l} ${pct(s.right, s.rows)} of ${s.rows}`)
    .join(', ')}.`,
  '',
  'The cleaner never answers "no payee": it always keeps a name, so rows whose payee is null count as',
  "right only where the label lists what it printed as an alternative (the bank's name).",
  '',
  '| categories of the household’s 162 new transactions, learnt from its history (threshold 0.5) | rows | now | first sight |',
  '|---|---:|---:|---:|',
  ...categoryRows('history.csv', fromCsv, first.categoriesCsv),
  ...categoryRows('history.beancount', fromBeancount, first.categoriesBeancount),
];
writeSection('Payees and categories', lines.join('\n'));
console.log(lines.join('\n'));
if (values.verbose) console.log(`\nWrong payees:\n${wrongPayees.join('\n')}\n\nWrong categories:\n${wrongCategories.join('\n')}`);
