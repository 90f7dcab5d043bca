/**
 * Sample statements in a bank profile's own conventions, for the conformance suite: the bank's
 * names, BIC and domain in the letterhead; its column labels, date format, number format and sign
 * convention in the table; its opening/closing and account labels. One page, ground truth beside.
 *
 * The generator reads the profile as data only; it never calls the engine.
 */
import type { BankProfile } from '../src/banks/define-bank.ts';
import { fmt, statementMonth, type Lang } from './lib/dates.ts';
import { type Decimal, type NumFormat, ZERO, cents, fmtAbs, str } from './lib/money.ts';
import { buildPdf } from './lib/pdf.ts';
import { Rng } from './lib/rng.ts';
import type { Truth, TruthTransaction } from './lib/types.ts';

const MONTH_LANGS: readonly string[] = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt'];

/** Period keyword per language, as banks print it before the two dates. */
const PERIOD_WORDS: Record<string, [string, string]> = {
  en: ['Statement period', 'to'],
  de: ['Zeitraum vom', 'bis'],
  fr: ['Période du', 'au'],
  es: ['Periodo del', 'al'],
  it: ['Periodo dal', 'al'],
  nl: ['Periode van', 'tot'],
  pt: ['Período de', 'a'],
};

/** Transaction kinds with a description stem per language (merchant names are added). */
const STEMS: Record<string, { out: string[]; in: string[] }> = {
  en: { out: ['CARD PAYMENT', 'DIRECT DEBIT', 'ATM WITHDRAWAL', 'TRANSFER TO'], in: ['SALARY', 'TRANSFER FROM', 'REFUND'] },
  de: { out: ['Kartenzahlung', 'Lastschrift', 'Bargeldauszahlung', 'Überweisung an'], in: ['Gehalt', 'Gutschrift von', 'Erstattung'] },
  fr: { out: ['PAIEMENT CARTE', 'PRELEVEMENT', 'RETRAIT DAB', 'VIREMENT A'], in: ['SALAIRE', 'VIREMENT DE', 'REMBOURSEMENT'] },
  es: { out: ['Pago con tarjeta', 'Recibo', 'Reintegro cajero', 'Transferencia a'], in: ['Nómina', 'Transferencia de', 'Devolución'] },
  it: { out: ['Pagamento POS', 'Addebito diretto', 'Prelievo bancomat', 'Bonifico a'], in: ['Stipendio', 'Bonifico da', 'Rimborso'] },
  nl: { out: ['Betaalautomaat', 'Incasso', 'Geldautomaat', 'Overboeking naar'], in: ['Salaris', 'Overboeking van', 'Terugbetaling'] },
  pt: { out: ['Compra', 'Débito direto', 'Levantamento', 'Transferência para'], in: ['Vencimento', 'Transferência de', 'Reembolso'] },
  pl: { out: ['Platnosc karta', 'Polecenie zaplaty', 'Wyplata z bankomatu', 'Przelew do'], in: ['Wynagrodzenie', 'Przelew od', 'Zwrot'] },
  sv: { out: ['Kortkop', 'Autogiro', 'Uttag', 'Overforing till'], in: ['Lon', 'Overforing fran', 'Aterbetalning'] },
  da: { out: ['Kortkob', 'Betalingsservice', 'Kontanthaevning', 'Overforsel til'], in: ['Lon', 'Overforsel fra', 'Refusion'] },
  no: { out: ['Varekjop', 'AvtaleGiro', 'Kontantuttak', 'Overforing til'], in: ['Lonn', 'Overforing fra', 'Refusjon'] },
  fi: { out: ['Korttiosto', 'E-lasku', 'Kateisnosto', 'Tilisiirto'], in: ['Palkka', 'Tilisiirto saapunut', 'Hyvitys'] },
  ms: { out: ['CARD PAYMENT', 'DIRECT DEBIT', 'ATM WITHDRAWAL', 'TRANSFER TO'], in: ['SALARY', 'TRANSFER FROM', 'REFUND'] },
};
const MERCHANTS = [
  'GREENLEAF MARKET',
  'CITY POWER',
  'NORTHWIND CAFE',
  'ACME PAYROLL',
  'HARBOUR FUEL',
  'PIXEL STORE',
  'OAK RENTALS',
  'SUNRISE PHARMACY',
  'RIVERSIDE BOOKS',
  'METRO TRANSIT',
];

interface Entry {
  date: string;
  description: string;
  /** Holder's view: money in positive. */
  amount: Decimal;
  balance: Decimal;
}

function numberFormat(profile: BankProfile): NumFormat {
  return { group: profile.locale.group, decimal: profile.locale.decimal, ...(profile.locale.indianGrouping ? { indian: true } : {}) };
}

function formatDate(iso: string, pattern: string, language: string): string {
  return fmt(iso, pattern, (MONTH_LANGS.includes(language) ? language : 'en') as Lang);
}

function synthesize(profile: BankProfile, rng: Rng, start: string, days: number): { opening: Decimal; entries: Entry[] } {
  const card = profile.statement.signs === 'card';
  const stems = STEMS[profile.locale.language] ?? (STEMS.en as { out: string[]; in: string[] });
  const opening = card ? cents(rng.int(10_000, 150_000)).neg() : cents(rng.int(50_000, 900_000));
  let balance = opening;
  const entries: Entry[] = [];
  const count = rng.int(8, 14);
  for (let i = 0; i < count; i++) {
    const day = Math.min(days - 1, Math.floor(((i + 1) * days) / (count + 1)));
    const date = fmt(addDaysIso(start, day), 'yyyy-MM-dd');
    const inflow = rng.next() < (card ? 0.15 : 0.3);
    const amount = cents(inflow ? rng.int(5_000, 250_000) : rng.int(150, 60_000));
    const signed = inflow ? amount : amount.neg();
    balance = balance.plus(signed);
    const stem = rng.pick(inflow ? stems.in : stems.out);
    entries.push({ date, description: `${stem} ${rng.pick(MERCHANTS)} ${rng.digits(4)}`, amount: signed, balance });
  }
  return { opening, entries };
}

function addDaysIso(iso: string, days: number): string {
  const t = Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** The money cells of one row, keyed by column role, in the profile's sign convention. */
function moneyCells(profile: BankProfile, entry: Entry, nf: NumFormat): Record<string, string> {
  const value = fmtAbs(entry.amount, nf);
  const roles = new Set(profile.statement.columns.map((c) => c.role));
  switch (profile.statement.signs) {
    case 'columns':
      return entry.amount.isNeg() ? { debit: value } : { credit: value };
    case 'cr-dr':
      return { amount: `${value} ${entry.amount.isNeg() ? 'DR' : 'CR'}` };
    case 'card':
      // The issuer's view: purchases positive, payments negative.
      return { amount: entry.amount.isNeg() ? value : `-${value}` };
    default:
      if (roles.has('direction')) return { amount: value, direction: entry.amount.isNeg() ? directionWord(profile, 'out') : directionWord(profile, 'in') };
      return { amount: entry.amount.isNeg() ? `-${value}` : value };
  }
}

function directionWord(profile: BankProfile, side: 'in' | 'out'): string {
  const nl = profile.locale.language === 'nl';
  return side === 'out' ? (nl ? 'Af' : 'D') : nl ? 'Bij' : 'C';
}

function signedText(value: Decimal, nf: NumFormat): string {
  return value.isNeg() && !value.isZero() ? `-${fmtAbs(value, nf)}` : fmtAbs(value, nf);
}

export async function renderProfileStatement(profile: BankProfile, seed: number): Promise<{ pdf: Buffer; truth: Truth }> {
  const rng = new Rng(`${profile.id}:${seed}`);
  const year = rng.pick([2024, 2025]);
  const month = rng.int(1, 12);
  const start = `${year}-${String(month).padStart(2, '0')}-01`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const end = `${year}-${String(month).padStart(2, '0')}-${String(days).padStart(2, '0')}`;
  const { opening, entries } = synthesize(profile, rng, start, days);
  const closing = entries.length ? (entries[entries.length - 1] as Entry).balance : opening;
  const nf = numberFormat(profile);
  const card = profile.statement.signs === 'card';
  const account = `${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}`;
  const language = profile.locale.language;
  const columns = profile.statement.columns;
  const hasBalance = columns.some((c) => c.role === 'balance');
  const printedBalance = (b: Decimal) => (card ? b.neg() : b);

  const pdf = await buildPdf(
    {
      size: 'A4',
      password: null,
      creationDate: new Date(Date.UTC(year, month - 1, days, 12)),
      title: `${profile.name} statement`,
      author: profile.name,
      rng,
    },
    (doc) => {
      doc.addPage({ size: 'A4', margin: 0 });
      const left = 40;
      let y = 40;
      const line = (text: string, size = 9, x = left) => {
        doc.font('Helvetica').fontSize(size).text(text, x, y, { lineBreak: false });
        y += size + 5;
      };
      line(profile.detect.names?.[0] ?? profile.name, 14);
      if (profile.detect.domains?.[0]) line(`www.${profile.detect.domains[0]}`);
      if (profile.detect.bics?.[0]) line(`BIC ${profile.detect.bics[0]}`);
      y += 6;
      line(`${profile.statement.accountLabel}: ${account}`);
      const [periodWord, connector] = PERIOD_WORDS[language] ?? ['Period:', '-'];
      const numeric = (iso: string) =>
        formatDate(iso, profile.locale.dateOrder === 'MDY' ? 'MM/dd/yyyy' : profile.locale.dateOrder === 'YMD' ? 'yyyy-MM-dd' : 'dd.MM.yyyy', language);
      line(`${periodWord} ${numeric(start)} ${connector} ${numeric(end)}`);
      line(`${profile.currency}`);
      y += 6;
      if (card) {
        // What makes a card statement recognisable as one, to the generic parser too.
        line(`Credit limit   ${fmtAbs(cents(500_000), nf)}`);
        line('Minimum payment due by the payment due date');
      }
      line(`${profile.statement.openingLabel}   ${signedText(printedBalance(opening), nf)}`);
      line(`${profile.statement.closingLabel}   ${signedText(printedBalance(closing), nf)}`);
      y += 12;

      // Columns spread over the page: text columns left-aligned, money right-aligned.
      const usable = 515;
      const weights = columns.map((c) => (c.role === 'description' ? 3.2 : c.role === 'typeCode' || c.role === 'direction' ? 0.6 : 1.1));
      const total = weights.reduce((a, b) => a + b, 0);
      let x = left;
      const slots = columns.map((c, i) => {
        const width = (usable * (weights[i] as number)) / total;
        const slot = { column: c, x, width, right: ['debit', 'credit', 'amount', 'balance'].includes(c.role) };
        x += width;
        return slot;
      });
      const size = 8;
      const drawCell = (text: string, slot: (typeof slots)[number], bold = false) => {
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
        const w = doc.widthOfString(text);
        const at = slot.right ? slot.x + slot.width - 6 - w : slot.x;
        doc.text(text, at, y, { lineBreak: false });
      };
      for (const slot of slots) drawCell(slot.column.label, slot, true);
      y += size + 8;
      entries.forEach((entry, i) => {
        const money = moneyCells(profile, entry, nf);
        for (const slot of slots) {
          const role = slot.column.role;
          const text =
            role === 'date' || role === 'valueDate'
              ? formatDate(entry.date, profile.statement.dateFormat, language)
              : role === 'description'
                ? entry.description
                : role === 'typeCode'
                  ? entry.amount.isNeg()
                    ? 'DD'
                    : 'CR'
                  : role === 'reference'
                    ? `${100000 + i * 7919}`
                    : role === 'balance'
                      ? signedText(printedBalance(entry.balance), nf)
                      : (money[role] ?? '');
          if (text) drawCell(text, slot);
        }
        y += size + 6;
      });
    },
  );

  const transactions: TruthTransaction[] = entries.map((e) => ({
    date: e.date,
    description: e.description,
    amount: str(e.amount),
    balance: hasBalance ? str(e.balance) : null,
  }));
  const truth = {
    family: `profile:${profile.id}`,
    seed,
    kind: 'TEXT_BASED',
    password: null,
    bank: profile.name,
    documentType: profile.documentType ?? 'bank_account',
    currency: profile.currency,
    accountLast4: account.replace(/\D/g, '').slice(-4),
    statementPeriod: statementMonth(start, end),
    openingBalance: str(opening),
    closingBalance: str(closing.plus(ZERO)),
    pages: 1,
    periodStart: start,
    periodEnd: end,
    transactions,
  } as Truth;
  return { pdf, truth };
}
