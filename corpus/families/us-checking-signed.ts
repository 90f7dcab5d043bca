/** Chase-like US checking statement: signed amounts, running balance, yearless MM/DD dates. */
import type Decimal from 'decimal.js';
import { addDays, addMonths, fmt, iso } from '../lib/dates.ts';
import { bankMark, footer, Pen, textBlock } from '../lib/draw.ts';
import { chooseLook, creationDate, features, makeTruth, tableStyle, txnRow, wrapSegments } from '../lib/kit.ts';
import { chaseDescriber } from '../lib/locales/en.ts';
import { fmtCurrency, fmtSigned, NF_EN, sum } from '../lib/money.ts';
import { buildPdf, PAGE_DIMS } from '../lib/pdf.ts';
import { person } from '../lib/people.ts';
import { Rng } from '../lib/rng.ts';
import { synthesize, type SynthEntry } from '../lib/synth.ts';
import { type Column, renderLedger, type Row } from '../lib/table.ts';
import type { Family, RenderSpec, Rendered, TruthTransaction } from '../lib/types.ts';

const ID = 'us-checking-signed';

function longDate(d: string): string {
  return fmt(d, 'MMMM d, yyyy');
}

export const family: Family = {
  id: ID,
  description:
    'Chase-like: DATE | DESCRIPTION | AMOUNT | BALANCE, yearless MM/DD, signed amounts, Beginning/Ending Balance rows, some periods cross Dec→Jan, Letter',
  async render(spec: RenderSpec): Promise<Rendered> {
    const rng = new Rng(`${ID}:${spec.seed}`);
    const look = chooseLook(rng, { fonts: ['helvetica', 'helvetica', 'times'], sizes: [7.5, 9], lead: [1.2, 1.3], gap: [2, 5], dx: 6 });
    const f = features(spec.seed);
    const year = rng.pick([2024, 2025, 2025]);
    const month = rng.chance(0.4) ? 12 : rng.int(1, 11);
    const start = iso(year, month, rng.int(8, 22));
    const end = addDays(addMonths(start, 1), -1);
    const holder = person(rng, 'US');
    const account = `000000${rng.digits(9)}`;
    const ctx = { cardLast4: rng.digits(4), holderFirst: holder.first, holderLast: holder.last };
    const stmt = synthesize(
      rng.fork('txns'),
      {
        start,
        end,
        count: rng.int(8, 80),
        recurring: ['salary', 'rent', 'utility', 'telecom', 'insurance', 'subscription'],
        payFrequency: 'biweekly',
        mix: {
          grocery: 14,
          restaurant: 12,
          fuel: 4,
          online: 10,
          contactless: 6,
          atm: 4,
          transfer_out: 6,
          transfer_in: 4,
          refund: 2,
          fee: 1,
          cheque: 2,
          deposit: 2,
        },
        large: f.large,
        tiny: f.tiny,
        balance: f.overdraft ? 'crossing' : 'positive',
      },
      chaseDescriber(rng.fork('desc'), ctx),
    );
    const page = PAGE_DIMS.LETTER;
    const L = 36 + look.dx;
    const R = page.w - 36;
    const descW = rng.int(250, 300);
    const cols: Column[] = [
      { key: 'date', title: ['DATE'], x: L, w: 40, align: 'left' },
      { key: 'desc', title: ['DESCRIPTION'], x: L + 44, w: descW, align: 'left' },
      { key: 'amt', title: ['AMOUNT'], x: R - 170, w: 75, align: 'right' },
      { key: 'bal', title: ['BALANCE'], x: R - 85, w: 85, align: 'right' },
    ];
    const style = tableStyle(look, { left: L, right: R, headRule: 'under', headSize: look.size - 0.5, rowRule: rng.chance(0.5) ? '#bbbbbb' : null });

    // Summary categories like the real "CHECKING SUMMARY".
    const cat = (e: SynthEntry): string => {
      if (e.amount.gt(0)) return 'Deposits and Additions';
      if (e.kind === 'cheque') return 'Checks Paid';
      if (['grocery', 'restaurant', 'fuel', 'online', 'contactless', 'subscription', 'atm', 'foreign'].includes(e.kind)) return 'ATM & Debit Card Withdrawals';
      if (e.kind === 'fee') return 'Fees';
      return 'Electronic Withdrawals';
    };
    const cats = ['Deposits and Additions', 'Checks Paid', 'ATM & Debit Card Withdrawals', 'Electronic Withdrawals', 'Fees'];
    const catRows = cats
      .map((c) => {
        const es = stmt.entries.filter((e) => cat(e) === c);
        return { c, n: es.length, total: sum(es.map((e) => e.amount)) };
      })
      .filter((x) => x.n > 0 || x.c === 'Deposits and Additions');

    let pageCount = 0;
    let transactions: TruthTransaction[] = [];
    const pdf = await buildPdf(
      {
        size: 'LETTER',
        password: spec.password,
        creationDate: creationDate(end, rng),
        title: `Statement ${fmt(end, 'yyyyMMdd')}`,
        author: 'JPMorgan Chase Bank, N.A.',
        rng,
      },
      (doc) => {
        const pen = new Pen(doc, look.fonts, look.size);
        const rows: Row[] = [
          {
            kind: 'open',
            cells: [
              { key: 'desc', lines: ['Beginning Balance'] },
              { key: 'bal', lines: [fmtCurrency(stmt.opening, '$', NF_EN)] },
            ],
            balanceAfter: stmt.opening,
            bold: true,
          },
        ];
        const dollarEvery = rng.chance(0.3);
        for (const e of stmt.entries) {
          const desc = wrapSegments(pen, e.lines, descW, look.fonts.regular, look.size);
          rows.push(
            txnRow({
              date: e.date,
              descLines: desc,
              amount: e.amount,
              balanceAfter: e.balanceAfter,
              printedBalance: e.balanceAfter,
              cells: [
                { key: 'date', lines: [fmt(e.date, 'MM/dd')] },
                { key: 'desc', lines: desc },
                { key: 'amt', lines: [fmtSigned(e.amount, NF_EN)] },
                { key: 'bal', lines: [dollarEvery ? fmtCurrency(e.balanceAfter, '$', NF_EN) : fmtSigned(e.balanceAfter, NF_EN)] },
              ],
            }),
          );
        }
        rows.push({
          kind: 'close',
          cells: [
            { key: 'desc', lines: ['Ending Balance'] },
            { key: 'bal', lines: [fmtCurrency(stmt.closing, '$', NF_EN)] },
          ],
          bold: true,
        });

        const periodLine = `${longDate(start)} through ${longDate(end)}`;
        const chrome = (p: number, total: number): void => {
          pen.text(periodLine, R - 230, 40, { size: 8.5, align: 'right', width: 230 });
          pen.text(`Account Number: ${account}`, R - 230, 52, { size: 8.5, align: 'right', width: 230 });
          if (p === 0) {
            bankMark(pen, { name: 'CHASE', x: L, y: 36, style: 'octagon', color: '#117aca', size: 18 });
            textBlock(pen, ['JPMorgan Chase Bank, N.A.', 'P O Box 182051', 'Columbus, OH 43218 - 2051'], L, 62, 9, { size: 7 });
            textBlock(pen, holder.address, L + 36, 120, 11, { size: 9 });
            pen.text('CUSTOMER SERVICE INFORMATION', R - 230, 78, { size: 8, font: look.fonts.bold });
            textBlock(
              pen,
              [
                'Web site: Chase.com',
                'Service Center: 1-800-935-9935',
                'Deaf and Hard of Hearing: 711',
                'Para Espanol: 1-877-312-4273',
                'International Calls: 1-713-262-1679',
              ],
              R - 230,
              90,
              9.5,
              { size: 7.5 },
            );
            const y0 = 196;
            pen.rect(L, y0, R - L, 14, { fill: '#e8e8e8' });
            pen.text('CHECKING SUMMARY', L + 4, y0 + 3.5, { size: 9, font: look.fonts.bold });
            pen.text('Chase Total Checking', R - 200, y0 + 3.5, { size: 8, align: 'right', width: 196 });
            pen.text('INSTANCES', L + 250, y0 + 20, { size: 7, font: look.fonts.bold });
            pen.text('AMOUNT', R - 100, y0 + 20, { size: 7, font: look.fonts.bold, align: 'right', width: 96 });
            let y = y0 + 32;
            const line = (label: string, n: string, amt: string, bold = false): void => {
              const font = bold ? look.fonts.bold : look.fonts.regular;
              pen.text(label, L + 4, y, { size: 8, font });
              pen.text(n, L + 250, y, { size: 8, font, align: 'right', width: 30 });
              pen.text(amt, R - 100, y, { size: 8, font, align: 'right', width: 96 });
              y += 11;
            };
            line('Beginning Balance', '', fmtCurrency(stmt.opening, '$', NF_EN), true);
            for (const c of catRows) line(c.c, String(c.n), fmtSigned(c.total, NF_EN));
            line('Ending Balance', String(stmt.entries.length), fmtCurrency(stmt.closing, '$', NF_EN), true);
            pen.rect(L, y + 10, R - L, 14, { fill: '#e8e8e8' });
            pen.text('TRANSACTION DETAIL', L + 4, y + 13.5, { size: 9, font: look.fonts.bold });
          } else {
            pen.rect(L, 78, R - L, 14, { fill: '#e8e8e8' });
            pen.text('TRANSACTION DETAIL', L + 4, 81.5, { size: 9, font: look.fonts.bold });
            pen.text('(continued)', L + 120, 81.5, { size: 8 });
          }
          footer(pen, { pageNo: p + 1, pageCount: total, template: 'Page {n} of {N}', x: L, width: R - L, y: page.h - 36, align: 'right', size: 7.5 });
          pen.text(`${fmt(end, 'yyyyMMdd')}  ${rng.fork(`p${p}`).digits(6)}  ${String(p + 1).padStart(5, '0')}`, L, page.h - 36, { size: 6, color: '#666666' });
        };
        const summaryBottom = 196 + 32 + (catRows.length + 2) * 11 + 10 + 20;
        const res = renderLedger({
          pen,
          pageSize: 'LETTER',
          cols,
          style,
          rows,
          frame: (p) => ({ top: p === 0 ? summaryBottom : 98, bottom: page.h - 56 }),
          chrome,
          tail: rng.chance(0.5)
            ? {
                height: 60,
                draw: (y) => {
                  textBlock(
                    pen,
                    [
                      'IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC FUNDS TRANSFERS: Call us at 1-800-935-9935 or write us at',
                      'the address on the front of this statement immediately if you think your statement or receipt is incorrect or if you need more',
                      'information about a transfer listed on the statement or receipt.',
                    ],
                    L,
                    y + 16,
                    9,
                    { size: 6.5 },
                  );
                },
              }
            : undefined,
        });
        pageCount = res.pageCount;
        transactions = res.transactions;
      },
    );
    const closing: Decimal = stmt.closing;
    return {
      pdf,
      truth: makeTruth({
        family: ID,
        seed: spec.seed,
        password: spec.password,
        bank: 'Chase',
        documentType: 'bank_account',
        currency: 'USD',
        accountLast4: account.slice(-4),
        periodStart: start,
        periodEnd: end,
        opening: stmt.opening,
        closing,
        pages: pageCount,
        transactions,
      }),
    };
  },
};
