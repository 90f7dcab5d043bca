/** HSBC UK-like current account statement. */
import Decimal from 'decimal.js';
import { addDays, addMonths, fmt, iso, parse } from '../lib/dates.ts';
import { bankMark, footer, keyValues, Pen, summaryBox, textBlock } from '../lib/draw.ts';
import { chooseLook, creationDate, dayFlags, features, iban, makeTruth, randomYearMonth, tableStyle, totals, txnRow, wrapSegments } from '../lib/kit.ts';
import { ukDescriber } from '../lib/locales/en.ts';
import { fmtAbs, NF_EN } from '../lib/money.ts';
import { buildPdf, PAGE_DIMS } from '../lib/pdf.ts';
import { person } from '../lib/people.ts';
import { Rng } from '../lib/rng.ts';
import { synthesize } from '../lib/synth.ts';
import { type Column, renderLedger, type Row } from '../lib/table.ts';
import type { Family, RenderSpec, Rendered, TruthTransaction } from '../lib/types.ts';

const ID = 'uk-paidout-paidin';
const BANK = 'HSBC UK';

function period(start: string, end: string): string {
  const s = parse(start);
  const e = parse(end);
  return s.y === e.y
    ? `${s.d} ${fmt(start, 'MMMM')} to ${e.d} ${fmt(end, 'MMMM yyyy')}`
    : `${s.d} ${fmt(start, 'MMMM yyyy')} to ${e.d} ${fmt(end, 'MMMM yyyy')}`;
}

/** HSBC prints overdrawn balances with a trailing " D". */
function bal(d: Decimal): string {
  return d.isNeg() ? `${fmtAbs(d, NF_EN)} D` : fmtAbs(d, NF_EN);
}

export const family: Family = {
  id: ID,
  description:
    'HSBC UK-like: Date | Payment type and details | Paid out | Paid in | Balance; date on a day’s first row, balance on its last; type codes; brought/carried forward on every page; 3–4 pages',
  async render(spec: RenderSpec): Promise<Rendered> {
    const rng = new Rng(`${ID}:${spec.seed}`);
    const look = chooseLook(rng, { fonts: ['helvetica', 'helvetica', 'times'], sizes: [8, 9], lead: [1.2, 1.3], gap: [1, 3], dx: 8 });
    const f = features(spec.seed);
    const ym = randomYearMonth(rng);
    const start = iso(ym.y, ym.m, rng.int(1, 28));
    const end = addDays(addMonths(start, 1), -1);
    const holder = person(rng, 'GB');
    const sort = `40-${rng.digits(2)}-${rng.digits(2)}`;
    const account = rng.digits(8);
    const ibanStr = iban('GB', `HBUK${sort.replace(/-/g, '')}${account}`);
    const sheet = rng.int(40, 320);
    const product = rng.pick(['HSBC Advance', 'Bank Account', 'HSBC Premier', 'Student Bank Account']);
    const overdraftLimit = rng.chance(0.6) ? new Decimal(rng.int(2, 30) * 100) : null;
    const pagesWanted = rng.int(3, 4);
    const ctx = { cardLast4: rng.digits(4), holderFirst: holder.first, holderLast: holder.last };
    const stmt = synthesize(
      rng.fork('txns'),
      {
        start,
        end,
        count: pagesWanted === 3 ? rng.int(48, 54) : rng.int(64, 70),
        recurring: ['salary', 'rent', 'utility', 'telecom', 'insurance', 'subscription', 'savings'],
        burst: true,
        large: f.large,
        tiny: f.tiny,
        balance: f.overdraft ? 'crossing' : 'positive',
        businessDays: true,
      },
      ukDescriber(rng.fork('desc'), ctx),
    );
    const { ins, outs } = totals(stmt.entries.map((e) => e.amount));
    const page = PAGE_DIMS.A4;
    const L = 40 + look.dx;
    const R = page.w - 40 + look.dx / 2;
    const cols: Column[] = [
      { key: 'date', title: ['Date'], x: L, w: 50, align: 'left' },
      { key: 'type', title: ['Payment type and details'], x: L + 54, w: 26, align: 'left' },
      { key: 'details', title: [''], x: L + 82, w: 150, align: 'left' },
      { key: 'out', title: ['£ Paid out'], x: L + 236, w: 70, align: 'right' },
      { key: 'in', title: ['£ Paid in'], x: L + 312, w: 70, align: 'right' },
      { key: 'bal', title: ['£ Balance'], x: R - 92, w: 92, align: 'right' },
    ];
    const style = tableStyle(look, { left: L, right: R, headFont: look.fonts.regular, headRule: rng.pick(['under', 'none']), headPad: 4 });
    const charSpacing = rng.chance(0.35) ? 0.6 : 0;
    const showPageNo = rng.chance(0.6);
    let pageCount = 0;
    let transactions: TruthTransaction[] = [];

    const pdf = await buildPdf(
      { size: 'A4', password: spec.password, encryption: '1.7', creationDate: creationDate(end, rng), title: 'Statement', author: 'HSBC UK Bank plc', rng },
      (doc) => {
        const pen = new Pen(doc, look.fonts, look.size);
        const flags = dayFlags(stmt.entries);
        const balRow = (label: string, b: Decimal, date?: string): Row => ({
          kind: 'note',
          cells: [...(date ? [{ key: 'date', lines: [fmt(date, 'dd MMM yy')] }] : []), { key: 'details', lines: [label] }, { key: 'bal', lines: [bal(b)] }],
        });
        const rows: Row[] = [{ ...balRow('BALANCE BROUGHT FORWARD', stmt.opening, addDays(start, -1)), kind: 'open', balanceAfter: stmt.opening }];
        stmt.entries.forEach((e, i) => {
          const fl = flags[i] as { first: boolean; last: boolean };
          const desc = wrapSegments(pen, e.lines, 150, look.fonts.regular, look.size);
          const n = desc.length;
          const printed = fl.last ? e.balanceAfter : null;
          rows.push(
            txnRow({
              date: e.date,
              typeCode: e.typeCode,
              descLines: desc,
              amount: e.amount,
              balanceAfter: e.balanceAfter,
              printedBalance: printed,
              cells: [
                ...(fl.first ? [{ key: 'date', lines: [fmt(e.date, 'dd MMM yy')] }] : []),
                { key: 'type', lines: [e.typeCode ?? ''] },
                { key: 'details', lines: desc },
                { key: e.amount.isNeg() ? 'out' : 'in', lines: [fmtAbs(e.amount, NF_EN)], line: n - 1 },
                ...(printed ? [{ key: 'bal', lines: [bal(printed)], line: n - 1 }] : []),
              ],
            }),
          );
        });
        rows.push({ ...balRow('BALANCE CARRIED FORWARD', stmt.closing), kind: 'close' });

        const contact = [
          'Contact tel 03457 404 404',
          'see reverse for call times',
          'Text phone 03457 125 563',
          'used by deaf or speech impaired customers',
          'www.hsbc.co.uk',
        ];
        const acctLine = (y: number): void => {
          const xs = [L, L + 250, L + 320, L + 410];
          for (const [k, t] of ['Account Name', 'Sortcode', 'Account Number', 'Sheet Number'].entries())
            pen.text(t, xs[k] as number, y, { size: 8, font: look.fonts.bold });
          for (const [k, t] of [holder.name, sort, account, String(sheet)].entries()) pen.text(t, xs[k] as number, y + 11, { size: 8.5 });
        };
        const chrome = (p: number, total: number): void => {
          const small = p > 0;
          textBlock(pen, contact, R - 200, 36, 9.5, { size: 7.5, align: 'right', width: 200 });
          if (!small) {
            bankMark(pen, { name: 'HSBC UK', x: L, y: 38, style: 'hexagon', color: '#db0011', size: 16 });
            pen.text('Your Statement', R - 200, 100, { size: 12, font: look.fonts.bold, align: 'right', width: 200 });
            textBlock(pen, holder.address, L, 130, 11, { size: 9 });
            summaryBox(
              pen,
              [
                ['Opening Balance', `£${bal(stmt.opening)}`],
                ['Payments In', `£${fmtAbs(ins, NF_EN)}`],
                ['Payments Out', `£${fmtAbs(outs, NF_EN)}`],
                ['Closing Balance', `£${bal(stmt.closing)}`],
                ...(overdraftLimit ? [['Arranged Overdraft Limit', `£${fmtAbs(overdraftLimit, NF_EN)}`] as [string, string]] : []),
              ],
              {
                x: L + 290,
                y: 128,
                width: R - L - 300,
                lead: 12,
                size: 8.5,
                valueAlign: 'right',
                title: 'Account Summary',
                titleSize: 10,
                border: null,
                labelCharSpacing: charSpacing,
              },
            );
            pen.text(period(start, end), L, 250, { size: 10, font: look.fonts.bold });
            keyValues(
              pen,
              [
                ['International Bank Account Number', ''],
                [ibanStr, ''],
                ['Bank Identifier Code', ''],
                [`HBUKGB4${rng.fork('bic').digits(3)}`, ''],
              ],
              { x: L + 290, y: 222, width: 200, lead: 10, size: 7.5 },
            );
            acctLine(282);
            pen.text(`Your ${product} details`, L, 318, { size: 10, font: look.fonts.bold });
          } else {
            pen.text(period(start, end), L, 92, { size: 9 });
            pen.text('Your Statement', R - 200, 92, { size: 11, font: look.fonts.bold, align: 'right', width: 200 });
            acctLine(112);
            pen.text(`Your ${product} details`, L, 146, { size: 10, font: look.fonts.bold });
          }
          footer(pen, {
            pageNo: p + 1,
            pageCount: total,
            template: showPageNo ? 'Page {n} of {N}' : '',
            x: L,
            width: R - L,
            y: page.h - 30,
            align: 'right',
            size: 7,
            legal: [
              'HSBC UK Bank plc. Registered in England and Wales (company number: 9928412). Registered Office: 1 Centenary Square, Birmingham, B1 1HQ.',
              'Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority.',
            ],
            legalY: page.h - 52,
            legalSize: 6,
          });
        };
        const res = renderLedger({
          pen,
          pageSize: 'A4',
          cols,
          style,
          rows,
          frame: (p) => ({ top: p === 0 ? 336 : 164, bottom: page.h - 62 }),
          bfRow: (b) => balRow('BALANCE BROUGHT FORWARD', b),
          cfRow: (b) => balRow('BALANCE CARRIED FORWARD', b),
          breakInsideDay: true,
          chrome,
        });
        pageCount = res.pageCount;
        transactions = res.transactions;
      },
    );
    return {
      pdf,
      truth: makeTruth({
        family: ID,
        seed: spec.seed,
        password: spec.password,
        bank: BANK,
        documentType: 'bank_account',
        currency: 'GBP',
        accountLast4: account.slice(-4),
        periodStart: start,
        periodEnd: end,
        opening: stmt.opening,
        closing: stmt.closing,
        pages: pageCount,
        transactions,
      }),
    };
  },
};
