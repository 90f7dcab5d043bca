/**
 * `defineBank`: a bank is data. A profile says how to recognise the bank's statements and how
 * they are written (language, date and number format, the transaction table's columns and sign
 * convention). The engine does the reading; the corpus generator renders sample statements from
 * the same data for the conformance suite. Profiles are validated when they load, and the
 * messages name the bank and show the right form.
 */
import type { BankHint, ColumnRole, DateOrder, DecimalSeparator, PageWords } from '../engine/types.ts';

/**
 * The statement's language, an ISO 639-1 code ("en", "th", "tr"). It describes the profile (and
 * picks the built-in sample renderer's words): the reader recognises month names and labels in
 * many languages by itself.
 */
export type Language = string;

export interface BankDetection {
  /** Legal and trading names as printed on statements ("HSBC UK Bank plc"). Strong evidence. */
  names?: string[];
  /** BIC/SWIFT codes (8 or 11 characters; the first 6 are matched). Strong evidence. */
  bics?: string[];
  /** Web domains printed on statements ("hsbc.co.uk"). Strong evidence. */
  domains?: string[];
  /** Phrases typical of the bank's statements. Weak evidence, one point each. */
  phrases?: string[];
}

/** How a bank writes dates and numbers. Shared presets live in `conventions.ts`. */
export interface BankLocale {
  language: Language;
  dateOrder: DateOrder;
  decimal: DecimalSeparator;
  /** Thousands separator as printed: ',', '.', ' ' (any space), "'" (Swiss), '' (none). */
  group: ',' | '.' | ' ' | "'" | '';
  /** Indian grouping (1,23,456.78). */
  indianGrouping?: boolean;
  /**
   * The bank's own month names, January first: twelve entries, each a name or a list of forms
   * (`["jan", "januar"]`). They outrank the built-in names (which cover over 25 languages).
   */
  monthNames?: Array<string | string[]>;
}

export interface BankColumn {
  role: ColumnRole;
  /** The header label exactly as the bank prints it ("Paid out", "Buchungstag"). */
  label: string;
  /**
   * Where the column starts, in points from the page's left edge (`bsc inspect --explain` shows
   * where the reader found each column). Cells that run across it are split there: a description
   * printed into its date, a side word glued to the counter-account.
   */
  startsAt?: number;
}

/** How money in and money out are shown in the transaction table. */
export type SignConvention =
  /** Separate debit and credit (paid out / paid in) columns. */
  | 'columns'
  /** One amount column, money out with a minus sign (or parentheses). */
  | 'signed'
  /** One amount column, each amount suffixed CR or DR. */
  | 'cr-dr'
  /** Credit card: purchases printed positive, payments and credits negative or marked CR. */
  | 'card';

/** The transaction table as the bank prints it. Shared shapes live in `conventions.ts`. */
export interface StatementLayout {
  /** Columns in print order, with the bank's own labels. */
  columns: BankColumn[];
  /** Date as printed in the table: tokens d, dd, MM, MMM, yy, yyyy ("dd MMM yy", "MM/dd"). */
  dateFormat: string;
  signs: SignConvention;
  /** Label of the opening-balance row or summary line ("Balance brought forward"). */
  openingLabel: string;
  /** Label of the closing-balance row or summary line ("Balance carried forward"). */
  closingLabel: string;
  /**
   * Label printed before the account number ("Account number", "IBAN"). Binds in a statement of
   * several accounts: a line printing it before a number not seen before starts that account's rows.
   */
  accountLabel: string;
  /**
   * Label of the summary's total money out ("Total debits", "Summe Soll"), with its figure beside,
   * under or after it. The figure checks the reading, and a line under the label is never a row.
   */
  totalOutLabel?: string;
  /** Label of the summary's total money in ("Total credits", "Summe Haben"). */
  totalInLabel?: string;
  /**
   * Lines the reader must not take as rows, named by a phrase each contains (case and accents
   * ignored): a rate table's lines, a repeated notice, a "Total for this period" line.
   */
  skipLines?: string[];
  /**
   * Blocks the reader must not read: from a line containing `from` up to (not including) a line
   * containing `to`, or to the end of that page when `to` is absent ("Daily balance summary").
   */
  skipBlocks?: Array<{ from: string; to?: string }>;
  /**
   * Headings that set the side of the rows under them, above a table or inside one, whatever the
   * amounts print ("Deposits and other additions": in; "Withdrawals and other subtractions": out).
   */
  sideHeadings?: Array<{ heading: string; side: 'in' | 'out' }>;
  /**
   * The bank's own words or letters stating a figure's side, in a column of their own or beside
   * the figure, balances included: `{ out: ['B'], in: ['D'] }` where "D" is "dobro" (credit). They
   * outrank the built-in meanings.
   */
  sideWords?: { out?: string[]; in?: string[] };
  /** The order the rows run in: `newest-first` where the dates cannot show it (one day, or out of order). */
  rowOrder?: 'oldest-first' | 'newest-first';
}

export interface BankProfile {
  /** `<bank>-<country>`, kebab-case: "hsbc-gb". */
  id: string;
  /** Display name reported as `metadata.bank`. */
  name: string;
  /** Other names the bank is known by (for search and `bsc banks`). */
  aliases?: string[];
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** ISO 4217 default currency. */
  currency: string;
  documentType?: 'bank_account' | 'credit_card';
  detect: BankDetection;
  locale: BankLocale;
  statement: StatementLayout;
  /**
   * Code hook for a layout the declarative form cannot describe: rewrites the extracted words
   * before layout (drop a sidebar, split a merged column). Rarely needed.
   */
  transformWords?: (pages: PageWords[]) => PageWords[];
  /** Where the conventions were learned: public sample statements, help pages (URL or description). */
  source: string;
  /**
   * True: this profile deliberately replaces the registered profile with the same id (a user's
   * fix of a built-in bank). Without it, a second profile with a taken id is an error.
   */
  override?: boolean;
  /** A JSON Schema reference, allowed so that profile files can name their schema for editors. */
  $schema?: string;
}

const ID_FORM = /^[a-z0-9]+(?:-[a-z0-9]+)*-[a-z]{2}$/;
const DATE_FORMAT = /^(?:d{1,2}|M{2,3}|y{2}|y{4}|[ ./-])+$/;
const ROLES: readonly ColumnRole[] = ['date', 'valueDate', 'typeCode', 'reference', 'debit', 'credit', 'balance', 'amount', 'direction', 'description'];

/** The keys each part of a profile may have: anything else is a mistake (a typo, a field that does not exist). */
const KNOWN_KEYS = {
  profile: ['id', 'name', 'aliases', 'country', 'currency', 'documentType', 'detect', 'locale', 'statement', 'transformWords', 'source', 'override', '$schema'],
  detect: ['names', 'bics', 'domains', 'phrases'],
  locale: ['language', 'dateOrder', 'decimal', 'group', 'indianGrouping', 'monthNames'],
  statement: [
    'columns',
    'dateFormat',
    'signs',
    'openingLabel',
    'closingLabel',
    'accountLabel',
    'totalOutLabel',
    'totalInLabel',
    'skipLines',
    'skipBlocks',
    'sideHeadings',
    'sideWords',
    'rowOrder',
  ],
  column: ['role', 'label', 'startsAt'],
  skipBlock: ['from', 'to'],
  sideHeading: ['heading', 'side'],
  sideWords: ['out', 'in'],
} as const;

/** What is wrong with the first key of `value` that `known` does not list: where it is, the nearest field, the fields there. */
function unknownKey(value: unknown, known: readonly string[], path: string): string | null {
  if (!value || typeof value !== 'object') return null;
  const key = Object.keys(value).find((k) => !known.includes(k));
  if (key === undefined) return null;
  const nearest = known.map((k) => ({ k, d: editDistance(k.toLowerCase(), key.toLowerCase()) })).sort((a, b) => a.d - b.d)[0];
  const hint = nearest && nearest.d <= Math.max(2, key.length / 3) ? ` (did you mean "${nearest.k}"?)` : '';
  const fields = known.filter((k) => k !== '$schema' && k !== 'transformWords').join(', ');
  return `"${path}${path ? '.' : ''}${key}" is not a profile field${hint}; the fields ${path ? `of ${path.replace(/\[\d+\]$/, '[]')} ` : ''}are ${fields}`;
}

/** Levenshtein distance: how many letters to change to turn one field name into another. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min((previous[j] as number) + 1, (row[j - 1] as number) + 1, (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length] as number;
}

function firstUnknownKey(profile: BankProfile): string | null {
  const statement = profile.statement as StatementLayout | undefined;
  return (
    unknownKey(profile, KNOWN_KEYS.profile, '') ??
    unknownKey(profile.detect, KNOWN_KEYS.detect, 'detect') ??
    unknownKey(profile.locale, KNOWN_KEYS.locale, 'locale') ??
    unknownKey(statement, KNOWN_KEYS.statement, 'statement') ??
    (statement?.columns ?? []).map((c, i) => unknownKey(c, KNOWN_KEYS.column, `statement.columns[${i}]`)).find((k) => k !== null) ??
    (statement?.skipBlocks ?? []).map((b, i) => unknownKey(b, KNOWN_KEYS.skipBlock, `statement.skipBlocks[${i}]`)).find((k) => k !== null) ??
    (statement?.sideHeadings ?? []).map((h, i) => unknownKey(h, KNOWN_KEYS.sideHeading, `statement.sideHeadings[${i}]`)).find((k) => k !== null) ??
    unknownKey(statement?.sideWords, KNOWN_KEYS.sideWords, 'statement.sideWords') ??
    null
  );
}

const isPhraseList = (value: unknown): boolean => Array.isArray(value) && value.every((v) => typeof v === 'string' && v.trim() !== '');

export function defineBank(profile: BankProfile): BankProfile {
  const where = `Bank profile ${JSON.stringify(profile?.id ?? profile?.name ?? '?')}`;
  const fail = (message: string, form: string): never => {
    throw new TypeError(`${where}: ${message}. Expected for example ${form}.`);
  };
  const unknown = firstUnknownKey(profile);
  if (unknown) throw new TypeError(`${where}: ${unknown} (docs/adding-a-bank.md lists every field).`);
  if (typeof profile?.id !== 'string' || !ID_FORM.test(profile.id)) fail('id must be <bank>-<country> in kebab-case', `id: 'hsbc-gb'`);
  if (!/^[A-Z]{2}$/.test(profile.country)) fail('country must be an ISO 3166-1 alpha-2 code', `country: 'GB'`);
  if (!profile.id.endsWith(`-${profile.country.toLowerCase()}`))
    fail(`id must end with the country code "-${profile.country.toLowerCase()}"`, `id: 'hsbc-gb', country: 'GB'`);
  if (!/^[A-Z]{3}$/.test(profile.currency)) fail('currency must be an ISO 4217 code', `currency: 'GBP'`);
  if (typeof profile.name !== 'string' || profile.name.trim() === '') fail('name must be the display name', `name: 'HSBC UK'`);
  const strong = [...(profile.detect?.names ?? []), ...(profile.detect?.bics ?? []), ...(profile.detect?.domains ?? [])];
  if (strong.length === 0) fail('detect needs at least one name, BIC or domain', `detect: { names: ['HSBC UK Bank plc'], domains: ['hsbc.co.uk'] }`);
  for (const bic of profile.detect.bics ?? []) {
    if (!/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) fail(`BIC "${bic}" is not 8 or 11 characters`, `bics: ['HBUKGB4B']`);
  }
  const locale = profile.locale;
  if (!locale || !['DMY', 'MDY', 'YMD'].includes(locale.dateOrder) || !['.', ','].includes(locale.decimal)) {
    fail('locale needs language, dateOrder and decimal', `locale: LOCALES.enGB (from '../conventions.ts')`);
  }
  if (typeof locale.language !== 'string' || !/^[a-z]{2}$/.test(locale.language))
    fail(`locale.language "${String(locale.language)}" must be an ISO 639-1 code`, `language: 'en'`);
  if (locale.group === locale.decimal) fail('the group separator cannot be the decimal separator', `locale: { ...LOCALES.deDE }`);
  const layout = profile.statement;
  if (!layout || !Array.isArray(layout.columns) || layout.columns.length < 3) {
    fail('statement.columns must list the table columns with their printed labels', `statement: tables.paidOutPaidIn({ ... })`);
  }
  for (const column of layout.columns) {
    if (!ROLES.includes(column.role)) fail(`column role "${column.role}" is unknown`, `{ role: 'debit', label: 'Paid out' }`);
    if (!column.label?.trim()) fail(`the ${column.role} column needs its printed label`, `{ role: 'debit', label: 'Paid out' }`);
    if (column.startsAt !== undefined && (typeof column.startsAt !== 'number' || !Number.isFinite(column.startsAt) || column.startsAt < 0))
      fail(`the ${column.role} column's startsAt must be a position in points from the page's left edge`, `{ role: 'date', label: 'Date', startsAt: 259 }`);
  }
  const roles = new Set(layout.columns.map((c) => c.role));
  if (!roles.has('date') || !roles.has('description'))
    fail('statement.columns needs a date and a description column', `[{ role: 'date', label: 'Date' }, { role: 'description', label: 'Details' }, ...]`);
  const moneyRoles = layout.signs === 'columns' ? ['debit', 'credit'] : ['amount'];
  for (const role of moneyRoles)
    if (!roles.has(role as ColumnRole))
      fail(`signs "${layout.signs}" needs a ${role} column`, `signs: 'columns' with debit and credit columns, or 'signed' with an amount column`);
  if (!DATE_FORMAT.test(layout.dateFormat) || !/d/.test(layout.dateFormat) || !/M/.test(layout.dateFormat)) {
    fail(`dateFormat "${layout.dateFormat}" must be made of d, dd, MM, MMM, yy, yyyy and separators`, `dateFormat: 'dd/MM/yyyy'`);
  }
  const printedOrder = orderOfFormat(layout.dateFormat);
  // Year-first dates read alike in every order, and a year-first locale reads short dates day-first.
  const readsAs = locale.dateOrder === 'YMD' ? 'DMY' : locale.dateOrder;
  if (printedOrder && printedOrder !== 'YMD' && printedOrder !== readsAs) {
    fail(`dateFormat "${layout.dateFormat}" writes dates ${printedOrder} but locale.dateOrder is ${locale.dateOrder}`, `the two in the same order`);
  }
  if (layout.signs === 'card' && profile.documentType !== 'credit_card') fail(`signs 'card' is for credit-card profiles`, `documentType: 'credit_card'`);
  if (!layout.openingLabel || !layout.closingLabel || !layout.accountLabel)
    fail('statement needs openingLabel, closingLabel and accountLabel', `openingLabel: 'Balance brought forward'`);
  for (const field of ['totalOutLabel', 'totalInLabel'] as const) {
    const label = layout[field];
    if (label !== undefined && (typeof label !== 'string' || label.trim() === ''))
      fail(`statement.${field} must be the label as printed`, `${field}: 'Total debits'`);
  }
  if (layout.skipLines !== undefined && !isPhraseList(layout.skipLines))
    fail('statement.skipLines must be a list of phrases', `skipLines: ['Total for this period']`);
  for (const block of layout.skipBlocks ?? []) {
    if (typeof block?.from !== 'string' || block.from.trim() === '' || (block.to !== undefined && (typeof block.to !== 'string' || block.to.trim() === ''))) {
      fail(
        'each of statement.skipBlocks needs the phrase it starts at (and may name the phrase it ends before)',
        `skipBlocks: [{ from: 'Daily balance summary' }]`,
      );
    }
  }
  for (const heading of layout.sideHeadings ?? []) {
    if (typeof heading?.heading !== 'string' || heading.heading.trim() === '' || (heading.side !== 'in' && heading.side !== 'out')) {
      fail(
        `each of statement.sideHeadings needs the heading's text and its side, "in" or "out"`,
        `sideHeadings: [{ heading: 'Deposits and other additions', side: 'in' }]`,
      );
    }
  }
  if (layout.sideWords !== undefined) {
    const { out = [], in: into = [] } = layout.sideWords ?? {};
    if (!isPhraseList(out) || !isPhraseList(into) || out.length + into.length === 0)
      fail('statement.sideWords needs lists of the words or letters for money out and money in', `sideWords: { out: ['B'], in: ['D'] }`);
    const both = out.find((w) => into.some((v) => v.trim().toLowerCase() === w.trim().toLowerCase()));
    if (both !== undefined) fail(`statement.sideWords lists "${both}" for both sides`, `sideWords: { out: ['B'], in: ['D'] }`);
  }
  if (layout.rowOrder !== undefined && layout.rowOrder !== 'oldest-first' && layout.rowOrder !== 'newest-first')
    fail(`statement.rowOrder "${String(layout.rowOrder)}" must be "oldest-first" or "newest-first"`, `rowOrder: 'newest-first'`);
  const months = locale.monthNames;
  if (
    months !== undefined &&
    (!Array.isArray(months) || months.length !== 12 || !months.every((m) => (typeof m === 'string' && m.trim() !== '') || (isPhraseList(m) && m.length > 0)))
  )
    fail('locale.monthNames must list twelve months, January first, each a name or a list of names', `monthNames: ['sij', 'velj', ..., 'pro']`);
  if (profile.override !== undefined && typeof profile.override !== 'boolean') fail('override must be true or false', 'override: true');
  if (profile.transformWords !== undefined && typeof profile.transformWords !== 'function')
    fail('transformWords must be a function', 'transformWords: (pages) => pages');
  if (typeof profile.source !== 'string' || profile.source.trim().length < 10)
    fail('source must say where the conventions come from', `source: 'https://www.bank.example/help/statements (column names, date format)'`);
  return Object.freeze(profile);
}

/** The order a numeric date format writes day, month and year in ("dd.MM.yy": DMY; "MM/dd": MDY); a month name reads in any order. */
function orderOfFormat(format: string): DateOrder | null {
  if (format.includes('MMM')) return null;
  const at = (token: string) => format.indexOf(token);
  const [d, m, y] = [at('d'), at('M'), at('y')];
  if (d < 0 || m < 0) return null;
  if (y < 0) return d < m ? 'DMY' : 'MDY';
  if (y < m && m < d) return 'YMD';
  if (d < m && m < y) return 'DMY';
  if (m < d && d < y) return 'MDY';
  return null;
}

/** What the engine needs from a profile (the engine knows nothing of this module). */
export function toBankHint(profile: BankProfile): BankHint {
  return {
    id: profile.id,
    name: profile.name,
    currency: profile.currency,
    ...(profile.documentType ? { documentType: profile.documentType } : {}),
    locale: { dateOrder: profile.locale.dateOrder, decimal: profile.locale.decimal },
    dateFormat: profile.statement.dateFormat,
    columns: profile.statement.columns.map((c) => ({ role: c.role, label: c.label, ...(c.startsAt !== undefined ? { startsAt: c.startsAt } : {}) })),
    openingLabel: profile.statement.openingLabel,
    closingLabel: profile.statement.closingLabel,
    ...(profile.statement.totalOutLabel ? { totalOutLabel: profile.statement.totalOutLabel } : {}),
    ...(profile.statement.totalInLabel ? { totalInLabel: profile.statement.totalInLabel } : {}),
    ...(profile.statement.skipLines?.length ? { skipLines: [...profile.statement.skipLines] } : {}),
    ...(profile.statement.skipBlocks?.length ? { skipBlocks: profile.statement.skipBlocks.map((b) => ({ ...b })) } : {}),
    ...(profile.statement.sideHeadings?.length ? { sideHeadings: profile.statement.sideHeadings.map((h) => ({ ...h })) } : {}),
    ...(profile.statement.sideWords
      ? { sideWords: { out: [...(profile.statement.sideWords.out ?? [])], in: [...(profile.statement.sideWords.in ?? [])] } }
      : {}),
    ...(profile.statement.rowOrder ? { rowOrder: profile.statement.rowOrder } : {}),
    ...(profile.locale.monthNames ? { monthNames: profile.locale.monthNames.map((m) => (typeof m === 'string' ? [m] : [...m])) } : {}),
    accountLabel: profile.statement.accountLabel,
    ...(profile.transformWords ? { transformWords: profile.transformWords } : {}),
  };
}
