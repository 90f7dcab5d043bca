/** Commonwealth Bank-like statement: Debit / Credit columns, balances printed with CR / DR. */
import type Decimal from 'decimal.js';
import { addDays, addMonths, fmt, iso } from '../lib/dates.ts';
import { footer, keyValues, Pen, textBlock } from '../lib/draw.ts';
import { chooseLook, creationDate, dayFlags, features, makeTruth, tableStyle, totals, txnRow, wrapSegments } from '../lib/kit.ts';
import { auDescriber } from '../lib/locales/en.ts';
import { fmtAbs, NF_EN } from '../lib/money.ts';
import { buildPdf, PAGE_DIMS } from '../lib/pdf.ts';
import { person } from '../lib/people.ts';
import { Rng } from '../lib/rng.ts';
import { synthesize } from '../lib/synth.ts';
import { type Column, renderLedger, type Row } from '../lib/table.ts';
import type { Family, RenderSpec, Rendered, TruthTransaction } from '../lib/types.ts';

const ID = 'au-cr-dr';

/** CommBank style: "1,234.56 CR", overdrawn "45.10 DR", zero "Nil". */
function crdr(d: Decimal, dollar = false): string {
  if (d.isZero()) return 'Nil';
  return `${dollar ? '$' : ''}${fmtAbs(d, NF_EN)} ${d.isNeg() ? 'DR' : 'CR'}`;
}

export const family: Family = {
  id: ID,
  description:
    'Commonwealth Bank-like: Date | Transaction | Debit | Credit | Balance; yearless dd MMM; balances as 1,234.56 CR / 45.10 DR; OPENING/CLOSING BALANCE rows; some periods cross Dec→Jan',
  async render(spec: RenderSpec): Promise<Rendered> {
    const rng = new Rng(`${ID}:${spec.seed}`);
    const look = chooseLook(rng, { fonts: ['helvetica', 'helvetica', 'times'], sizes: [7.5, 9], lead: [1.15, 1.3], gap: [2, 5], dx: 8 });
    const f = features(spec.seed);
    const crossing = spec.seed % 3 !== 0 ? rng.chance(0.55) : false;
    const year = rng.pick([2024, 2025]);
    const start = crossing ? iso(year, 12, rng.int(1, 20)) : iso(year, rng.int(1, 11), rng.int(1, 20));
    const end = addDays(addMonths(start, 1), -1);
    const holder = person(rng, 'AU');
    const bsb = `06 ${rng.digits(4)}`;
    const acct = rng.digits(8);
    const ctx = { cardLast4: rng.digits(4), holderFirst: holder.first, holderLast: holder.last };
    const stmt = synthesize(
      rng.fork('txns'),
      {
        start,
        end,
        count: rng.int(16, 52),
        recurring: ['salary', 'rent', 'utility', 'telecom', 'insurance', 'subscription'],
        payFrequency: rng.chance(0.5) ? 'biweekly' : 'monthly',
        mix: { grocery: 14, restaurant: 9, fuel: 4, online: 6, contactless: 6, atm: 3, transfer_out: 6, transfer_in: 4, refund: 1, fee: 1 },
        large: f.large,
        tiny: f.tiny,
        burst: f.burst,
        balance: f.overdraft ? 'crossing' : 'positive',
      },
      auDescriber(rng.fork('desc'), ctx),
    );
    const { ins, outs } = totals(stmt.entries.map((e) => e.amount));
    const perDay = rng.chance(0.35);
    const page = PAGE_DIMS.A4;
    const L = 40 + look.dx;
    const R = page.w - 40;
    const txW = R - L - 44 - 230;
    const cols: Column[] = [
      { key: 'date', title: ['Date'], x: L, w: 40, align: 'left' },
      { key: 'tx', title: ['Transaction'], x: L + 44, w: txW, align: 'left' },
      { key: 'dr', title: ['Debit'], x: R - 226, w: 66, align: 'right' },
      { key: 'cr', title: ['Credit'], x: R - 156, w: 66, align: 'right' },
      { key: 'bal', title: ['Balance'], x: R - 86, w: 86, align: 'right' },
    ];
    const style = tableStyle(look, { left: L, right: R, headRule: 'none', headFill: '#ffcc00', rowRule: rng.chance(0.5) ? '#d9d9d9' : null });
    const stmtNo = rng.int(3, 180);
    let pageCount = 0;
    let transactions: TruthTransaction[] = [];
    const pdf = await buildPdf(
      {
        size: 'A4',
        password: spec.password,
        creationDate: creationDate(end, rng),
        title: `Statement ${stmtNo}`,
        author: 'Commonwealth Bank of Australia',
        rng,
      },
      (doc) => {
        const pen = new Pen(doc, look.fonts, look.size);
        const flags = dayFlags(stmt.entries);
        const rows: Row[] = [
          {
            kind: 'open',
            bold: true,
            balanceAfter: stmt.opening,
            cells: [
              { key: 'date', lines: [fmt(start, 'dd MMM')] },
              { key: 'tx', lines: [`${fmt(start, 'yyyy')} OPENING BALANCE`] },
              { key: 'bal', lines: [crdr(stmt.opening, true)] },
            ],
          },
        ];
        stmt.entries.forEach((e, i) => {
          const desc = wrapSegments(pen, e.lines, txW, look.fonts.regular, look.size);
          const printed = !perDay || (flags[i] as { last: boolean }).last ? e.balanceAfter : null;
          rows.push(
            txnRow({
              date: e.date,
              descLines: desc,
              amount: e.amount,
              balanceAfter: e.balanceAfter,
              printedBalance: printed,
              cells: [
                { key: 'date', lines: [fmt(e.date, 'dd MMM')] },
                { key: 'tx', lines: desc },
                { key: e.amount.isNeg() ? 'dr' : 'cr', lines: [fmtAbs(e.amount, NF_EN)] },
                ...(printed ? [{ key: 'bal', lines: [crdr(printed)] }] : []),
              ],
            }),
          );
        });
        rows.push({
          kind: 'close',
          bold: true,
          cells: [
            { key: 'date', lines: [fmt(end, 'dd MMM')] },
            { key: 'tx', lines: [`${fmt(end, 'yyyy')} CLOSING BALANCE`] },
            { key: 'bal', lines: [crdr(stmt.closing, true)] },
          ],
        });
        const chrome = (p: number, total: number): void => {
          pen.polygon(
            [
              [L, 36],
              [L + 22, 36],
              [L + 22, 58],
              [L, 58],
            ],
            '#ffcc00',
          );
          pen.polygon(
            [
              [L + 4, 36],
              [L + 22, 54],
              [L + 22, 36],
            ],
            '#000000',
          );
          pen.text('CommBank', L + 28, 40, { size: 14, font: 'Helvetica-Bold' });
          pen.text(`Statement ${stmtNo}`, R - 200, 36, { size: 10, font: look.fonts.bold, align: 'right', width: 200 });
          pen.text(`(Page ${p + 1} of ${total})`, R - 200, 49, { size: 8, align: 'right', width: 200 });
          pen.text(`Account Number ${bsb} ${acct}`, R - 200, 60, { size: 8, align: 'right', width: 200 });
          if (p === 0) {
            textBlock(pen, holder.address, L, 96, 11, { size: 9 });
            keyValues(
              pen,
              [
                ['Statement Period', `${fmt(start, 'dd MMM yyyy')} - ${fmt(end, 'dd MMM yyyy')}`],
                ['Closing Balance', crdr(stmt.closing, true)],
                ['Enquiries', '13 2221'],
                ['', '(24 hours a day, 7 days a week)'],
              ],
              { x: R - 230, y: 92, width: 230, labelWidth: 90, lead: 11, size: 8.5 },
            );
            pen.text(rng.fork('p').pick(['Smart Access', 'Complete Access', 'Streamline Basic']), L, 170, { size: 11, font: look.fonts.bold });
            keyValues(
              pen,
              [
                ['Name:', holder.name.toUpperCase()],
                ['Note:', 'Have you checked your statement today? It’s easy to find out more information about each of'],
              ],
              { x: L, y: 186, width: R - L, labelWidth: 36, lead: 10, size: 7.5 },
            );
            pen.text('your transactions by logging on to the CommBank App or NetBank.', L + 36, 206, { size: 7.5 });
          }
          footer(pen, {
            pageNo: p + 1,
            pageCount: total,
            template: '',
            x: L,
            width: R - L,
            y: page.h - 30,
            align: 'right',
            legal: ['Commonwealth Bank of Australia ABN 48 123 123 124 AFSL and Australian credit licence 234945'],
            legalY: page.h - 40,
          });
        };
        const res = renderLedger({
          pen,
          pageSize: 'A4',
          cols,
          style,
          rows,
          frame: (p) => ({ top: p === 0 ? 226 : 84, bottom: page.h - 56 }),
          chrome,
          tail: {
            height: 58,
            draw: (y) => {
              const xs = [L, L + 110, L + 220, L + 330];
              for (const [k, t] of ['Opening balance', '- Total debits', '+ Total credits', '= Closing balance'].entries())
                pen.text(t, xs[k] as number, y + 14, { size: 8, font: look.fonts.bold });
              for (const [k, t] of [crdr(stmt.opening, true), `$${fmtAbs(outs, NF_EN)}`, `$${fmtAbs(ins, NF_EN)}`, crdr(stmt.closing, true)].entries())
                pen.text(t, xs[k] as number, y + 26, { size: 8.5 });
            },
          },
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
        bank: 'Commonwealth Bank',
        documentType: 'bank_account',
        currency: 'AUD',
        accountLast4: acct.slice(-4),
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
