/** Fictional NZ bank: two consecutive monthly statements in one PDF, page numbering restarting. */
import type Decimal from 'decimal.js';
import { daysInMonth, fmt, iso, parse, statementMonth } from '../lib/dates.ts';
import { footer, keyValues, Pen, textBlock } from '../lib/draw.ts';
import { chooseLook, creationDate, features, last4Digits, makeTruth, randomYearMonth, tableStyle, txnRow, wrapSegments } from '../lib/kit.ts';
import { nzDescriber } from '../lib/locales/en.ts';
import { fmtAbs, NF_EN, str } from '../lib/money.ts';
import { buildPdf, PAGE_DIMS } from '../lib/pdf.ts';
import { person } from '../lib/people.ts';
import { Rng } from '../lib/rng.ts';
import { synthesize } from '../lib/synth.ts';
import { type Column, renderLedger, type Row } from '../lib/table.ts';
import type { Family, RenderSpec, Rendered, TruthStatement, TruthTransaction } from '../lib/types.ts';

const ID = 'bundle-two-months';

function nzMoney(d: Decimal): string {
  return d.isNeg() ? `-$${fmtAbs(d, NF_EN)}` : `$${fmtAbs(d, NF_EN)}`;
}

export const family: Family = {
  id: ID,
  description:
    'Fictional “Tui Bank” (NZD): two consecutive monthly statements in one PDF, each with its own header, period, opening/closing and restarting “Page 1 of N”; Withdrawals | Deposits | Balance; yearless dd Mon',
  async render(spec: RenderSpec): Promise<Rendered> {
    const rng = new Rng(`${ID}:${spec.seed}`);
    const look = chooseLook(rng, { fonts: ['helvetica', 'times', 'helvetica'], sizes: [8, 10], lead: [1.2, 1.4], gap: [2, 8], dx: 10, pages: ['A4'] });
    const f = features(spec.seed);
    const ym = randomYearMonth(rng);
    const holder = person(rng, 'NZ');
    const accountNo = `${rng.pick(['01', '03', '02'])}-${rng.digits(4)}-${rng.digits(7)}-${rng.pick(['00', '01', '50'])}`;
    const product = rng.pick(['Everyday Account', 'Freedom Account', 'Go Account']);
    const ctx = { cardLast4: rng.digits(4), holderFirst: holder.first, holderLast: holder.last };
    const describe = nzDescriber(rng.fork('desc'), ctx);
    const months = [ym, ym.m === 12 ? { y: ym.y + 1, m: 1 } : { y: ym.y, m: ym.m + 1 }];
    let opening: Decimal | undefined;
    const stmts = months.map((mm, k) => {
      const start = iso(mm.y, mm.m, 1);
      const end = iso(mm.y, mm.m, daysInMonth(mm.y, mm.m));
      const s = synthesize(
        rng.fork(`txns${k}`),
        {
          start,
          end,
          count: rng.int(4, 34),
          recurring: ['salary', 'rent', 'utility', 'telecom'],
          mix: { grocery: 12, restaurant: 6, fuel: 4, online: 4, contactless: 4, atm: 3, transfer_out: 4, transfer_in: 3, refund: 1, fee: 1 },
          large: f.large && k === 1,
          tiny: f.tiny && k === 0,
          balance: f.overdraft ? 'crossing' : 'positive',
          ...(opening ? { opening } : {}),
        },
        describe,
      );
      opening = s.closing;
      return { start, end, ...s };
    });
    const page = PAGE_DIMS.A4;
    const L = 48 + look.dx;
    const R = page.w - 48;
    const descW = R - L - 50 - 220;
    const cols: Column[] = [
      { key: 'date', title: ['Date'], x: L, w: 44, align: 'left' },
      { key: 'desc', title: ['Transaction type and details'], x: L + 50, w: descW, align: 'left' },
      { key: 'wd', title: ['Withdrawals'], x: R - 216, w: 70, align: 'right' },
      { key: 'dep', title: ['Deposits'], x: R - 142, w: 66, align: 'right' },
      { key: 'bal', title: ['Balance'], x: R - 72, w: 72, align: 'right' },
    ];
    const style = tableStyle(look, { left: L, right: R, headRule: rng.pick(['under', 'none']) });
    const bfRowOn = rng.chance(0.5);
    const statements: TruthStatement[] = [];
    const transactions: TruthTransaction[] = [];
    let pageTotal = 0;
    const pdf = await buildPdf(
      { size: 'A4', password: spec.password, creationDate: creationDate(stmts[1]!.end, rng), title: 'Statements', author: 'Tui Bank', rng },
      (doc) => {
        const pen = new Pen(doc, look.fonts, look.size);
        for (const s of stmts) {
          const rows: Row[] = [];
          if (bfRowOn)
            rows.push({
              kind: 'open',
              balanceAfter: s.opening,
              cells: [
                { key: 'desc', lines: ['Balance brought forward'] },
                { key: 'bal', lines: [fmtAbs(s.opening, NF_EN) + (s.opening.isNeg() ? ' OD' : '')] },
              ],
            });
          for (const e of s.entries) {
            const desc = wrapSegments(pen, e.lines, descW, look.fonts.regular, look.size);
            rows.push(
              txnRow({
                date: e.date,
                descLines: desc,
                amount: e.amount,
                balanceAfter: e.balanceAfter,
                printedBalance: e.balanceAfter,
                cells: [
                  { key: 'date', lines: [fmt(e.date, 'dd MMM')] },
                  { key: 'desc', lines: desc },
                  { key: e.amount.isNeg() ? 'wd' : 'dep', lines: [fmtAbs(e.amount, NF_EN)] },
                  { key: 'bal', lines: [fmtAbs(e.balanceAfter, NF_EN) + (e.balanceAfter.isNeg() ? ' OD' : '')] },
                ],
              }),
            );
          }
          const firstPage = pageTotal + 1;
          const chrome = (p: number, total: number): void => {
            pen.text('Tui Bank', L, 40, { size: 16, font: look.fonts.bold, color: '#1b4f72' });
            pen.text('Statement of Accounts', L, 60, { size: 10 });
            if (p === 0) {
              textBlock(pen, [holder.name.toUpperCase(), holder.address.slice(1).join(', ')], L, 92, 12, { size: 9.5 });
              keyValues(
                pen,
                [
                  ['Account number', accountNo],
                  ['Account type', product],
                  ['Statement period', `from ${parse(s.start).d} ${fmt(s.start, 'MMM yyyy')} to ${parse(s.end).d} ${fmt(s.end, 'MMM yyyy')}`],
                  ['Opening balance', nzMoney(s.opening)],
                  ['Closing balance', nzMoney(s.closing)],
                ],
                { x: L, y: 140, width: 320, labelWidth: 120, lead: 13, size: 9.5 },
              );
            }
            footer(pen, { pageNo: p + 1, pageCount: total, template: 'Page {n} of {N}', x: L, width: R - L, y: page.h - 40, align: 'left', size: 9 });
          };
          const res = renderLedger({
            pen,
            pageSize: 'A4',
            cols,
            style,
            rows,
            frame: (p) => ({ top: p === 0 ? 226 : 96, bottom: page.h - 64 }),
            chrome,
            afterHeaderGap: rng.int(0, 6),
          });
          const txs = res.transactions;
          transactions.push(...txs);
          statements.push({
            statementPeriod: statementMonth(s.start, s.end),
            periodStart: s.start,
            periodEnd: s.end,
            pages: Array.from({ length: res.pageCount }, (_, k) => firstPage + k),
            openingBalance: str(s.opening),
            closingBalance: str(s.closing),
            transactionCount: txs.length,
          });
          pageTotal += res.pageCount;
        }
      },
    );
    const first = stmts[0]!;
    const last = stmts[1]!;
    return {
      pdf,
      truth: makeTruth({
        family: ID,
        seed: spec.seed,
        password: spec.password,
        bank: 'Unknown',
        documentType: 'bank_account',
        currency: 'NZD',
        accountLast4: last4Digits(accountNo),
        periodStart: first.start,
        periodEnd: last.end,
        statementPeriod: statementMonth(last.start, last.end),
        opening: first.opening,
        closing: last.closing,
        pages: pageTotal,
        statements,
        transactions,
      }),
    };
  },
};
