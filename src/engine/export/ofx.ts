/**
 * OFX 2.2 (XML) and QFX (OFX plus Intuit's `INTU.BID`), the files GnuCash, Quicken, QuickBooks,
 * HomeBank, Actual and Firefly III import. One statement response per account: `STMTRS` for a bank
 * account, `CCSTMTRS` for a credit card, with the rows (`STMTTRN`, a stable `FITID` each), the
 * period (`DTSTART`/`DTEND`) and the closing balance (`LEDGERBAL`).
 */
import { ConversionError } from '../errors.ts';
import { type Ledger, isLedger } from '../ledger/merge.ts';
import type { Statement, Transaction } from '../types.ts';
import { type AccountBook, accountBooks } from './books.ts';
import { formatMoney } from './currency-digits.ts';
import { cleanPayee } from '../payee/clean-payee.ts';
import { bookTransactionIds } from './book-ids.ts';

export type OfxAccountType = 'CHECKING' | 'SAVINGS' | 'MONEYMRKT' | 'CREDITLINE';

export interface OfxOptions {
  /** `DTSERVER`, when the file was made; default now. Everything else is the same on every run. */
  generatedAt?: Date;
  /** `ACCTTYPE` of bank accounts; default `CHECKING`. */
  accountType?: OfxAccountType;
  /** `BANKID` of bank accounts (routing number or sort code, at most 9 characters); default `000000000`. */
  bankRoutingId?: string;
}

export interface QfxOptions extends OfxOptions {
  /** Intuit's id for the bank (`INTU.BID`); Quicken accepts files only for ids it knows. Default `3000`. */
  intuBid?: string;
}

const ACCOUNT_TYPES: readonly OfxAccountType[] = ['CHECKING', 'SAVINGS', 'MONEYMRKT', 'CREDITLINE'];
/** OFX limits: NAME is at most 32 characters, MEMO 255, ACCTID 22. */
const NAME_LENGTH = 32;
const MEMO_LENGTH = 255;
const ACCTID_LENGTH = 22;

/** Payment-type codes printed on statements, as OFX transaction types; others go by the sign. */
const TYPE_CODES: Readonly<Record<string, string>> = {
  ATM: 'ATM',
  CHQ: 'CHECK',
  CHK: 'CHECK',
  CHEQUE: 'CHECK',
  CHECK: 'CHECK',
  DD: 'DIRECTDEBIT',
  DDR: 'DIRECTDEBIT',
  SO: 'REPEATPMT',
  STO: 'REPEATPMT',
  FEE: 'FEE',
  CHG: 'SRVCHG',
  INT: 'INT',
  DIV: 'DIV',
  DEP: 'DEP',
  POS: 'POS',
  DEB: 'POS',
  TFR: 'XFER',
  TRF: 'XFER',
  XFER: 'XFER',
  BGC: 'DEP',
  CR: 'CREDIT',
  DR: 'DEBIT',
};

/** XML 1.0 has no place for C0 controls (other than tab and line breaks) or U+FFFE/U+FFFF; lone surrogates are not text. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** One line of text with no characters XML forbids. */
const cleanText = (value: string): string => value.replace(NOT_XML, '').replace(/\s+/g, ' ').trim();

const escapeXml = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Element text: one line, at most `max` characters (counted before escaping), markup characters escaped. */
export function xmlText(value: string, max = Infinity): string {
  return escapeXml(clip(cleanText(value), max).trim());
}

/** The first `max` characters, never splitting a surrogate pair. */
function clip(text: string, max: number): string {
  return [...text].slice(0, max).join('');
}

/**
 * A day as OFX date-time at noon GMT: readers that convert to local time (libofx, and so GnuCash)
 * then land on the same day anywhere from UTC-11 to UTC+11, and full date-times parse without warnings.
 */
const ofxDate = (isoDate: string): string => `${isoDate.replace(/-/g, '')}120000.000[0:GMT]`;

function ofxDateTime(date: Date): string {
  const iso = date.toISOString(); // 2025-03-01T12:34:56.789Z
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}.${iso.slice(20, 23)}[0:GMT]`;
}

function invalid(message: string): never {
  throw new ConversionError('INVALID_OPTIONS', message);
}

function checkOptions(options: QfxOptions): void {
  if (options.accountType !== undefined && !ACCOUNT_TYPES.includes(options.accountType)) invalid(`accountType must be one of ${ACCOUNT_TYPES.join(', ')}.`);
  if (options.bankRoutingId !== undefined && !/^[A-Za-z0-9]{1,9}$/.test(options.bankRoutingId)) invalid('bankRoutingId must be 1 to 9 letters or digits.');
  if (options.intuBid !== undefined && !/^[A-Za-z0-9]{1,32}$/.test(options.intuBid)) invalid('intuBid must be letters or digits.');
  if (options.generatedAt !== undefined && !Number.isFinite(options.generatedAt.getTime?.())) invalid('generatedAt must be a valid Date.');
}

/** A small writer of nested elements, one per line, indented. */
class Xml {
  private readonly lines: string[] = [];
  private depth = 0;

  open(tag: string): this {
    this.lines.push(`${'  '.repeat(this.depth++)}<${tag}>`);
    return this;
  }

  close(tag: string): this {
    this.lines.push(`${'  '.repeat(--this.depth)}</${tag}>`);
    return this;
  }

  /** An element with text; skipped when the text is empty (OFX has no empty elements). */
  leaf(tag: string, text: string): this {
    if (text !== '') this.lines.push(`${'  '.repeat(this.depth)}<${tag}>${text}</${tag}>`);
    return this;
  }

  status(): this {
    return this.open('STATUS').leaf('CODE', '0').leaf('SEVERITY', 'INFO').close('STATUS');
  }

  toString(): string {
    return `${this.lines.join('\r\n')}\r\n`;
  }
}

function accountId(book: AccountBook): string {
  return xmlText(book.accountNumber ?? `UNKNOWN-${book.currency ?? 'XXX'}`, ACCTID_LENGTH);
}

function transactionType(t: Transaction): string {
  const byCode = t.typeCode ? TYPE_CODES[t.typeCode.trim().toUpperCase()] : undefined;
  if (byCode) return byCode;
  return t.amount.isNegative() && !t.amount.isZero() ? 'DEBIT' : 'CREDIT';
}

function writeTransaction(xml: Xml, t: Transaction, fitid: string, currency: string | null): void {
  const description = cleanText(t.description);
  const payee = cleanText(cleanPayee(t.description)) || description;
  xml
    .open('STMTTRN')
    .leaf('TRNTYPE', transactionType(t))
    .leaf('DTPOSTED', ofxDate(t.date))
    .leaf('TRNAMT', formatMoney(t.amount, t.currency || currency))
    .leaf('FITID', fitid)
    .leaf('NAME', xmlText(payee, NAME_LENGTH));
  // NAME is the cleaned payee; MEMO keeps the description as printed whenever NAME does not hold all of it.
  if (xmlText(payee, NAME_LENGTH) !== xmlText(description)) xml.leaf('MEMO', xmlText(description, MEMO_LENGTH));
  xml.close('STMTTRN');
}

function writeStatement(xml: Xml, book: AccountBook, index: number, options: QfxOptions): void {
  const card = book.isCard;
  const currency = (book.currency ?? '').trim().toUpperCase();
  const last = book.transactions[book.transactions.length - 1];
  const asOf = book.periodEnd ?? last?.date ?? null;
  xml
    .open(card ? 'CCSTMTTRNRS' : 'STMTTRNRS')
    .leaf('TRNUID', String(index + 1))
    .status();
  xml.open(card ? 'CCSTMTRS' : 'STMTRS').leaf('CURDEF', /^[A-Z]{3}$/.test(currency) ? currency : 'XXX');
  if (card) {
    xml.open('CCACCTFROM').leaf('ACCTID', accountId(book)).close('CCACCTFROM');
  } else {
    xml
      .open('BANKACCTFROM')
      .leaf('BANKID', options.bankRoutingId ?? '000000000')
      .leaf('ACCTID', accountId(book))
      .leaf('ACCTTYPE', options.accountType ?? 'CHECKING')
      .close('BANKACCTFROM');
  }
  xml.open('BANKTRANLIST');
  const start = book.periodStart ?? book.transactions[0]?.date;
  if (start) xml.leaf('DTSTART', ofxDate(start));
  if (asOf) xml.leaf('DTEND', ofxDate(asOf));
  const ids = bookTransactionIds(book);
  for (const [i, t] of book.transactions.entries()) writeTransaction(xml, t, ids[i] as string, book.currency);
  xml.close('BANKTRANLIST');
  // No closing balance printed and none derivable: OFX makes LEDGERBAL optional in practice, so it is left out rather than invented.
  if (book.closingBalance && asOf) {
    xml.open('LEDGERBAL').leaf('BALAMT', formatMoney(book.closingBalance, book.currency)).leaf('DTASOF', ofxDate(asOf)).close('LEDGERBAL');
  }
  xml.close(card ? 'CCSTMTRS' : 'STMTRS').close(card ? 'CCSTMTTRNRS' : 'STMTTRNRS');
}

function render(input: Statement | Ledger, options: QfxOptions, qfx: boolean): string {
  checkOptions(options);
  const books = isLedger(input) ? input.accounts : accountBooks(input);
  const xml = new Xml();
  xml
    .open('OFX')
    .open('SIGNONMSGSRSV1')
    .open('SONRS')
    .status()
    .leaf('DTSERVER', ofxDateTime(options.generatedAt ?? new Date()))
    .leaf('LANGUAGE', 'ENG');
  const bank = books[0];
  if (qfx) {
    // Quicken reads the institution from FI and INTU.BID.
    xml
      .open('FI')
      .leaf('ORG', xmlText(bank?.bank ?? 'Unknown', 32) || 'Unknown')
      .leaf('FID', options.intuBid ?? '3000')
      .close('FI');
    xml.leaf('INTU.BID', options.intuBid ?? '3000');
  }
  xml.close('SONRS').close('SIGNONMSGSRSV1');
  const banks = books.filter((b) => !b.isCard);
  const cards = books.filter((b) => b.isCard);
  if (banks.length) {
    xml.open('BANKMSGSRSV1');
    for (const [i, b] of banks.entries()) writeStatement(xml, b, i, options);
    xml.close('BANKMSGSRSV1');
  }
  if (cards.length) {
    xml.open('CREDITCARDMSGSRSV1');
    for (const [i, b] of cards.entries()) writeStatement(xml, b, banks.length + i, options);
    xml.close('CREDITCARDMSGSRSV1');
  }
  xml.close('OFX');
  const header =
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\r\n<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>\r\n';
  return header + xml.toString();
}

/**
 * The statement (or a merged ledger) as OFX 2.2. Throws ConversionError `INVALID_OPTIONS` for an
 * option out of range.
 * @example
 * await writeFile('march.ofx', toOfx(statement));
 */
export function toOfx(input: Statement | Ledger, options: OfxOptions = {}): string {
  return render(input, options, false);
}

/** The same as `toOfx`, plus the `FI` block and `INTU.BID` that Quicken and QuickBooks look for. */
export function toQfx(input: Statement | Ledger, options: QfxOptions = {}): string {
  return render(input, options, true);
}
