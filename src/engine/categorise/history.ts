/**
 * The user's own categorised history (`--history FILE`): a CSV with a category column, a
 * beancount file or an hledger journal, read into past entries (payee, description, amount,
 * category) the categoriser learns from. Entries booked to an uncategorised account, or to
 * equity (opening balances), teach nothing and are left out.
 */
import type { Decimal } from 'decimal.js';
import { ConversionError } from '../errors.ts';
import { cleanPayee } from '../payee/clean-payee.ts';
import { parseLooseAmount } from './loose-amount.ts';

export interface HistoryEntry {
  date: string | null;
  payee: string;
  description: string;
  /** Signed from the bank account's side (money out negative); null when the file does not say. */
  amount: Decimal | null;
  category: string;
}

export type HistoryFormat = 'csv' | 'beancount' | 'hledger';

const DATE = /^(\d{4})[-/.](\d{2})[-/.](\d{2})/;
const isUncategorised = (account: string) => /(?:^|:)(?:uncategori[sz]ed|unknown|unassigned)$/i.test(account.trim());
const isBankAccount = (account: string) => /^(?:assets|liabilities)(?::|$)/i.test(account.trim());
const isEquity = (account: string) => /^equity(?::|$)/i.test(account.trim());

/** Which format a history file is in, from its content. */
export function detectHistoryFormat(text: string): HistoryFormat {
  if (/^\d{4}-\d{2}-\d{2}\s+(?:[*!]|txn)\s+"/m.test(text) || /^\d{4}-\d{2}-\d{2}\s+open\s+[A-Z]/m.test(text)) return 'beancount';
  if (/^\d{4}[-/.]\d{2}[-/.]\d{2}(?:=\S+)?(?:\s+[*!])?\s+\S.*\n[ \t]+\S/m.test(text)) return 'hledger';
  return 'csv';
}

/** Reads a history file; throws ConversionError INVALID_OPTIONS when nothing categorised can be read from it. */
export function readHistory(text: string, format: HistoryFormat = detectHistoryFormat(text)): HistoryEntry[] {
  const entries = format === 'beancount' ? readBeancount(text) : format === 'hledger' ? readHledger(text) : readCsv(text);
  if (entries.length === 0) {
    throw new ConversionError(
      'INVALID_OPTIONS',
      `No categorised entry found in the ${format} history (a CSV needs a header with a description or payee column and a category column; journals need postings to a category account).`,
    );
  }
  return entries;
}

interface JournalTxn {
  date: string;
  payee: string;
  description: string;
  postings: { account: string; amount: Decimal | null }[];
}

/**
 * The statement's own account in a journal: the asset or liability account most transactions
 * post to. Other asset accounts (`Assets:Savings`, `Assets:Cash`) are categories like any other.
 */
function mainAccount(txns: JournalTxn[]): string | null {
  const counts = new Map<string, number>();
  for (const t of txns) for (const p of t.postings) if (isBankAccount(p.account)) counts.set(p.account, (counts.get(p.account) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** The entries of a journal's transactions, each categorised by its largest posting other than the main account's and equity. */
function fromJournals(txns: JournalTxn[]): HistoryEntry[] {
  const main = mainAccount(txns);
  return txns.map((t) => fromJournal(t, main)).filter((e): e is HistoryEntry => e !== null);
}

function fromJournal(t: JournalTxn, main: string | null): HistoryEntry | null {
  const bank = t.postings.find((p) => p.account === main) ?? t.postings.find((p) => isBankAccount(p.account));
  const others = t.postings.filter((p) => p !== bank && p.account !== bank?.account && !isEquity(p.account));
  if (!bank || others.length === 0) return null;
  const counter = others.reduce((best, p) => (p.amount && best.amount && p.amount.abs().gt(best.amount.abs()) ? p : best));
  if (isUncategorised(counter.account)) return null;
  const amount =
    bank.amount ?? (others.every((p) => p.amount) ? others.reduce((s, p) => s.minus(p.amount as Decimal), parseLooseAmount('0') as Decimal) : null);
  return { date: t.date, payee: t.payee || cleanPayee(t.description), description: t.description, amount, category: counter.account.trim() };
}

function unquote(text: string): string {
  return text.replace(/\\"/g, '"').replace(/\\\\/g, '\\');
}

function readBeancount(text: string): HistoryEntry[] {
  const txns: JournalTxn[] = [];
  let current: JournalTxn | null = null;
  const flush = () => {
    if (current) txns.push(current);
    current = null;
  };
  for (const line of text.split(/\r?\n/)) {
    const header = /^(\d{4}-\d{2}-\d{2})\s+(?:[*!]|txn)\s*(.*)$/.exec(line);
    if (header) {
      flush();
      const strings = [...(header[2] ?? '').matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => unquote(m[1] ?? ''));
      const [first = '', second] = strings;
      current = { date: header[1] as string, payee: second !== undefined ? first : '', description: second ?? first, postings: [] };
      continue;
    }
    if (!/^\s/.test(line) || line.trim() === '' || line.trim().startsWith(';')) {
      if (!/^\s/.test(line)) flush();
      continue;
    }
    if (!current) continue;
    const txn = current as JournalTxn;
    const meta = /^\s+description:\s*"((?:[^"\\]|\\.)*)"/.exec(line);
    if (meta) {
      txn.description = unquote(meta[1] ?? '');
      continue;
    }
    const posting = /^\s+(?:[*!]\s+)?([A-Z][A-Za-z0-9-]*(?::[A-Za-z0-9][A-Za-z0-9-]*)+)(?:\s+([-+]?[\d.,]+)\s+[A-Z][A-Z0-9'._-]*)?/.exec(line);
    if (posting) txn.postings.push({ account: posting[1] as string, amount: posting[2] ? parseLooseAmount(posting[2]) : null });
  }
  flush();
  return fromJournals(txns);
}

function readHledger(text: string): HistoryEntry[] {
  const txns: JournalTxn[] = [];
  let current: JournalTxn | null = null;
  const flush = () => {
    if (current) txns.push(current);
    current = null;
  };
  for (const line of text.split(/\r?\n/)) {
    const header = /^(\d{4})[-/.](\d{2})[-/.](\d{2})(?:=\S+)?(?:\s+[*!])?(?:\s+\([^)]*\))?\s*([^;]*)/.exec(line);
    if (header) {
      flush();
      const words = (header[4] ?? '').trim();
      const bar = words.indexOf('|');
      current = {
        date: `${header[1]}-${header[2]}-${header[3]}`,
        payee: bar >= 0 ? words.slice(0, bar).trim() : '',
        description: bar >= 0 ? words.slice(bar + 1).trim() || words.slice(0, bar).trim() : words,
        postings: [],
      };
      continue;
    }
    if (!/^[ \t]/.test(line)) {
      flush();
      continue;
    }
    const body = line.replace(/;.*$/, '').trim();
    if (!current || body === '') continue;
    // An account name may hold single spaces; two spaces or a tab end it.
    const [account = '', rest = ''] = body.replace(/^[*!]\s+/, '').split(/\s{2,}|\t/, 2);
    const amountText = rest.split('=')[0] ?? '';
    (current as JournalTxn).postings.push({ account: account.replace(/^[([]|[)\]]$/g, ''), amount: amountText.trim() ? parseLooseAmount(amountText) : null });
  }
  flush();
  return fromJournals(txns);
}

/** RFC 4180 fields, the delimiter chosen from the header line (comma, semicolon or tab). */
function parseCsv(text: string): string[][] {
  const body = text.replace(/^\ufeff/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const count = (d: string) => firstLine.split(d).length - 1;
  const delimiter = [',', ';', '\t'].reduce((best, d) => (count(d) > count(best) ? d : best), ',');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] as string;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

const HEADERS: Record<'date' | 'description' | 'payee' | 'amount' | 'debit' | 'credit' | 'category', RegExp> = {
  date: /^(?:date|booking date|transaction date|posted|datum|buchungstag|fecha|data)$/i,
  description: /^(?:description|memo|narration|details|text|verwendungszweck|buchungstext|libell[eé]|concepto|descrizione|omschrijving)$/i,
  payee: /^(?:payee|name|merchant|counterparty|beguenstigter|empfänger|bénéficiaire|beneficiario)$/i,
  amount: /^(?:amount|betrag|montant|importe|importo|bedrag|value)$/i,
  debit: /^(?:debit|withdrawal|withdrawals|money out|paid out|soll)$/i,
  credit: /^(?:credit|deposit|deposits|money in|paid in|haben)$/i,
  category: /^(?:category|categorie|catégorie|kategorie|categoria|categoría|account)$/i,
};

function readCsv(text: string): HistoryEntry[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  const column = (key: keyof typeof HEADERS) => header.findIndex((h) => HEADERS[key].test(h.trim()));
  const c = {
    date: column('date'),
    description: column('description'),
    payee: column('payee'),
    amount: column('amount'),
    debit: column('debit'),
    credit: column('credit'),
    category: column('category'),
  };
  if (c.category < 0 || (c.description < 0 && c.payee < 0)) return [];
  const out: HistoryEntry[] = [];
  for (const row of rows) {
    const cell = (i: number) => (i >= 0 ? (row[i] ?? '').trim() : '');
    const category = cell(c.category);
    if (!category || isUncategorised(category)) continue;
    const description = cell(c.description) || cell(c.payee);
    let amount = c.amount >= 0 ? parseLooseAmount(cell(c.amount)) : null;
    if (amount === null && (c.debit >= 0 || c.credit >= 0)) {
      const debit = parseLooseAmount(cell(c.debit));
      const credit = parseLooseAmount(cell(c.credit));
      amount = debit && !debit.isZero() ? debit.abs().negated() : credit;
    }
    const date = DATE.exec(cell(c.date));
    out.push({ date: date ? `${date[1]}-${date[2]}-${date[3]}` : null, payee: cell(c.payee) || cleanPayee(description), description, amount, category });
  }
  return out;
}
