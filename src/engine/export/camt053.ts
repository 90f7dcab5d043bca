/**
 * ISO 20022 bank-to-customer statement, camt.053.001.08 (what Firefly III, Actual and most
 * European bank software import). One `Stmt` per account: the account (`Othr/Id`, the masked
 * number), the opening (`OPBD`) and closing (`CLBD`) booked balances, and one `Ntry` per row with
 * its booking and value dates, credit/debit indicator, the stable id as entry reference
 * (`NtryRef`, `AcctSvcrRef`), the cleaned payee as the other party and the description as
 * printed as remittance information. Valid against the published XSD (test/fixtures/iso20022).
 */
import type { Decimal } from 'decimal.js';
import { ConversionError } from '../errors.ts';
import type { Ledger } from '../ledger/merge.ts';
import type { Statement } from '../types.ts';
import { formatMoney } from './currency-digits.ts';
import { type JournalBook, type JournalEntry, journalBooks, statementBalances } from './journal-books.ts';
import { xmlText } from './ofx.ts';

export interface Camt053Options {
  /** `CreDtTm` of the message and statements; default now. Everything else is the same on every run. */
  generatedAt?: Date;
}

const NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08';

/** A writer of nested elements, indented, that leaves out elements whose text is empty. */
class Xml {
  private readonly lines: string[] = [];
  private depth = 0;

  open(tag: string, attributes = ''): this {
    this.lines.push(`${'  '.repeat(this.depth++)}<${tag}${attributes}>`);
    return this;
  }

  close(tag: string): this {
    this.lines.push(`${'  '.repeat(--this.depth)}</${tag}>`);
    return this;
  }

  leaf(tag: string, text: string, attributes = ''): this {
    if (text !== '') this.lines.push(`${'  '.repeat(this.depth)}<${tag}${attributes}>${text}</${tag}>`);
    return this;
  }

  toString(): string {
    return `${this.lines.join('\n')}\n`;
  }
}

const currencyCode = (currency: string): string => (/^[A-Z]{3}$/.test(currency) ? currency : 'XXX');

/** ISO 20022 amounts are magnitudes (at most 5 decimals) with a separate credit/debit indicator. */
function amount(xml: Xml, tag: string, value: Decimal, currency: string): void {
  const text = formatMoney(value.abs(), currency);
  if ((text.split('.')[1] ?? '').length > 5)
    throw new ConversionError('INVALID_OPTIONS', `The amount ${value.toFixed()} has more decimals than CAMT.053 carries (5).`);
  xml.leaf(tag, text, ` Ccy="${currencyCode(currency)}"`);
}

const creditDebit = (value: Decimal): string => (value.isNegative() && !value.isZero() ? 'DBIT' : 'CRDT');

function dateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** A statement id (at most 35 characters) that is the same for the same account and period. */
function statementId(book: JournalBook): string {
  const account = (book.accountNumber ?? 'UNKNOWN').replace(/[^A-Za-z0-9]/g, '').slice(-8) || 'UNKNOWN';
  return [account, book.periodStart ?? book.entries[0]?.date ?? '', book.periodEnd ?? book.entries[book.entries.length - 1]?.date ?? '']
    .filter(Boolean)
    .join('-')
    .slice(0, 35);
}

function balance(xml: Xml, code: 'OPBD' | 'CLBD', value: Decimal, currency: string, date: string): void {
  xml.open('Bal').open('Tp').open('CdOrPrtry').leaf('Cd', code).close('CdOrPrtry').close('Tp');
  amount(xml, 'Amt', value, currency);
  xml.leaf('CdtDbtInd', creditDebit(value)).open('Dt').leaf('Dt', date).close('Dt').close('Bal');
}

/** Text split into pieces of at most `size` characters (for repeated `Ustrd`). */
function pieces(text: string, size: number): string[] {
  const chars = [...text];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
}

function entry(xml: Xml, e: JournalEntry): void {
  const debit = creditDebit(e.amount) === 'DBIT';
  xml.open('Ntry').leaf('NtryRef', e.id);
  amount(xml, 'Amt', e.amount, e.currency);
  xml
    .leaf('CdtDbtInd', creditDebit(e.amount))
    .open('Sts')
    .leaf('Cd', 'BOOK')
    .close('Sts')
    .open('BookgDt')
    .leaf('Dt', e.date)
    .close('BookgDt')
    .open('ValDt')
    .leaf('Dt', e.valueDate ?? e.date)
    .close('ValDt')
    .leaf('AcctSvcrRef', e.id);
  // ISO domain "payments", family "miscellaneous debit/credit operations": the statement says no more; its own code goes in Prtry.
  xml
    .open('BkTxCd')
    .open('Domn')
    .leaf('Cd', 'PMNT')
    .open('Fmly')
    .leaf('Cd', debit ? 'MDOP' : 'MCOP')
    .leaf('SubFmlyCd', 'OTHR')
    .close('Fmly')
    .close('Domn');
  const code = e.typeCode ? xmlText(e.typeCode, 35) : '';
  if (code) xml.open('Prtry').leaf('Cd', code).close('Prtry');
  xml.close('BkTxCd');
  const payee = xmlText(e.payee, 140);
  const remittance = pieces(e.description.replace(/\s+/g, ' ').trim(), 140)
    .map((p) => xmlText(p))
    .filter(Boolean);
  xml.open('NtryDtls').open('TxDtls').open('Refs').leaf('AcctSvcrRef', e.id).close('Refs');
  if (payee) {
    // Money out went to a creditor; money in came from a debtor.
    const party = debit ? 'Cdtr' : 'Dbtr';
    xml.open('RltdPties').open(party).open('Pty').leaf('Nm', payee).close('Pty').close(party).close('RltdPties');
  }
  if (remittance.length) {
    xml.open('RmtInf');
    for (const line of remittance) xml.leaf('Ustrd', line);
    xml.close('RmtInf');
  }
  xml.close('TxDtls').close('NtryDtls');
  xml.leaf('AddtlNtryInf', xmlText(e.description, 500));
  xml.close('Ntry');
}

function statement(xml: Xml, book: JournalBook, created: string): void {
  const { opening, closing } = statementBalances(book);
  const first = book.periodStart ?? book.openDate;
  // biome-ignore lint/complexity/useMathMinMax: YYYY-MM-DD strings, compared as text (Math.max would make them NaN)
  const last = book.periodEnd ?? book.entries.reduce((max, e) => (e.date > max ? e.date : max), first);
  xml
    .open('Stmt')
    .leaf('Id', xmlText(statementId(book), 35) || 'STATEMENT')
    .leaf('CreDtTm', created);
  xml.open('FrToDt').leaf('FrDtTm', `${first}T00:00:00`).leaf('ToDtTm', `${last}T23:59:59`).close('FrToDt');
  xml
    .open('Acct')
    .open('Id')
    .open('Othr')
    .leaf('Id', xmlText(book.accountNumber ?? `UNKNOWN-${book.currency}`, 34))
    .close('Othr')
    .close('Id');
  xml.leaf('Ccy', currencyCode(book.currency));
  const bank = xmlText(book.bank, 140);
  if (bank) xml.open('Svcr').open('FinInstnId').leaf('Nm', bank).close('FinInstnId').close('Svcr');
  xml.close('Acct');
  balance(xml, 'OPBD', opening, book.currency, first);
  balance(xml, 'CLBD', closing, book.currency, last);
  for (const e of book.entries) entry(xml, e);
  xml.close('Stmt');
}

/**
 * The statement (or a merged ledger) as a camt.053.001.08 document, UTF-8. The message id is made
 * from the first account and its period, so converting the same file again gives the same one.
 * @example
 * await writeFile('march.xml', toCamt053(statement));
 */
export function toCamt053(input: Statement | Ledger, options: Camt053Options = {}): string {
  if (options.generatedAt !== undefined && !Number.isFinite(options.generatedAt.getTime?.()))
    throw new ConversionError('INVALID_OPTIONS', 'generatedAt must be a valid Date.');
  const books = journalBooks(input);
  const created = dateTime(options.generatedAt ?? new Date());
  const xml = new Xml();
  xml.open('Document', ` xmlns="${NAMESPACE}"`).open('BkToCstmrStmt');
  xml
    .open('GrpHdr')
    .leaf('MsgId', xmlText(`BSC-${books[0] ? statementId(books[0]) : 'EMPTY'}${books.length > 1 ? `-${books.length}` : ''}`, 35))
    .leaf('CreDtTm', created)
    .close('GrpHdr');
  for (const book of books) statement(xml, book, created);
  xml.close('BkToCstmrStmt').close('Document');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml.toString()}`;
}
