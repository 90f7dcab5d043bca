/** Wells Fargo-like checking statement: separate deposit/withdrawal columns, ending daily balance. */
import { addDays, addMonths, fmt, iso } from '../lib/dates.ts';
import { footer, keyValues, Pen, textBlock } from '../lib/draw.ts';
import { chooseLook, creationDate, dayFlags, features, makeTruth, randomYearMonth, tableStyle, totals, txnRow, wrapSegments } from '../lib/kit.ts';
import { wellsDescriber } from '../lib/locales/en.ts';
import { fmtAbs, fmtCurrency, fmtSigned, NF_EN } from '../lib/money.ts';
import { buildPdf, PAGE_DIMS } from '../lib/pdf.ts';
import { person } from '../lib/people.ts';
import { Rng } from '../lib/rng.ts';
import { synthesize } from '../lib/synth.ts';
import { type Column, renderLedger, type Row } from '../lib/table.ts';
import type { Family, RenderSpec, Rendered, TruthTransaction } from '../lib/types.ts';

const ID = 'us-withdrawals-deposits';

export const family: Family = {
  id: ID,
  description:
    'Wells Fargo-like: Date | Number | Description | Deposits/Additions | Withdrawals/Subtractions | Ending daily balance; M/D dates; balance on a day’s last row; 2-line descriptions with the amount on the first line; check numbers',
  async render(spec: RenderSpec): Promise<Rendered> {
    const rng = new Rng(`${ID}:${spec.seed}`);
    const look = chooseLook(rng, { fonts: ['helvetica', 'times'], sizes: [7, 8.5], lead: [1.15, 1.3], gap: [1.5, 4], dx: 6 });
    const f = features(spec.seed);
    const ym = randomYearMonth(rng);
    const start = rng.chance(0.5) ? iso(ym.y, ym.m, 1) : iso(ym.y, ym.m, rng.int(2, 25));
    const end = addDays(addMonths(start, 1), -1);
    const holder = person(rng, 'US');
    const account = rng.digits(10);
    const ctx = { cardLast4: rng.digits(4), holderFirst: holder.first, holderLast: holder.last };
    const stmt = synthesize(
      rng.fork('txns'),
      {
        start,
        end,
        count: rng.int(20, 62),
        recurring: ['salary', 'rent', 'utility', 'telecom', 'insurance', 'subscription', 'savings'],
        payFrequency: rng.chance(0.5) ? 'biweekly' : 'monthly',
        mix: {
          grocery: 12,
          restaurant: 10,
          fuel: 5,
          online: 8,
          contactless: 5,
          atm: 4,
          transfer_out: 5,
          transfer_in: 4,
          refund: 2,
          fee: 1,
          cheque: 4,
          deposit: 2,
        },
        large: f.large,
        tiny: f.tiny,
        burst: f.burst,
        balance: f.overdraft ? 'crossing' : 'positive',
      },
      wellsDescriber(rng.fork('desc'), ctx),
    );
    const { ins, outs } = totals(stmt.entries.map((e) => e.amount));
    const size = rng.pick(['LETTER', 'LETTER', 'A4'] as const);
    const page = PAGE_DIMS[size];
    const L = 40 + look.dx;
    const R = page.w - 40;
    const w = R - L;
    const descW = Math.round(w * 0.42);
    const cols: Column[] = [
      { key: 'date', title: ['Date'], x: L, w: 30, align: 'left' },
      { key: 'num', title: ['Check', 'Number'], x: L + 32, w: 34, align: 'left' },
      { key: 'desc', title: ['Description'], x: L + 70, w: descW, align: 'left' },
      { key: 'dep', title: ['Deposits/', 'Additions'], x: L + 74 + descW, w: (w - descW - 74) / 3 - 4, align: 'right' },
      { key: 'wd', title: ['Withdrawals/', 'Subtractions'], x: L + 74 + descW + (w - descW - 74) / 3, w: (w - descW - 74) / 3 - 4, align: 'right' },
      { key: 'bal', title: ['Ending daily', 'balance'], x: R - (w - descW - 74) / 3 + 4, w: (w - descW - 74) / 3 - 4, align: 'right' },
    ];
    const style = tableStyle(look, {
      left: L,
      right: R,
      headRule: 'over-under',
      headFont: look.fonts.bold,
      headSize: look.size - 0.5,
      headLead: look.size + 1,
      rowRule: rng.chance(0.6) ? '#cccccc' : null,
    });
    const product = rng.pick(['Everyday Checking', 'Clear Access Banking', 'Prime Checking', 'Premier Checking']);
    let pageCount = 0;
    let transactions: TruthTransaction[] = [];
    const pdf = await buildPdf(
      { size, password: spec.password, creationDate: creationDate(end, rng), title: product, author: 'Wells Fargo Bank, N.A.', rng },
      (doc) => {
        const pen = new Pen(doc, look.fonts, look.size);
        const flags = dayFlags(stmt.entries);
        const rows: Row[] = stmt.entries.map((e, i) => {
          const fl = flags[i] as { first: boolean; last: boolean };
          const desc = wrapSegments(pen, e.lines, descW, look.fonts.regular, look.size);
          const printed = fl.last ? e.balanceAfter : null;
          return txnRow({
            date: e.date,
            descLines: desc,
            amount: e.amount,
            balanceAfter: e.balanceAfter,
            printedBalance: printed,
            cells: [
              { key: 'date', lines: [fmt(e.date, 'M/d')] },
              ...(e.ref ? [{ key: 'num', lines: [e.ref] }] : []),
              { key: 'desc', lines: desc },
              { key: e.amount.isNeg() ? 'wd' : 'dep', lines: [fmtAbs(e.amount, NF_EN)] },
              ...(printed ? [{ key: 'bal', lines: [fmtSigned(printed, NF_EN)] }] : []),
            ],
          });
        });
        rows.push({
          kind: 'subtotal',
          cells: [
            { key: 'desc', lines: [`Ending balance on ${fmt(end, 'M/d')}`] },
            { key: 'bal', lines: [fmtSigned(stmt.closing, NF_EN)] },
          ],
          bold: true,
        });
        rows.push({
          kind: 'subtotal',
          cells: [
            { key: 'desc', lines: ['Totals'] },
            { key: 'dep', lines: [fmtCurrency(ins, '$', NF_EN)] },
            { key: 'wd', lines: [fmtCurrency(outs, '$', NF_EN)] },
          ],
          bold: true,
        });

        const chrome = (p: number, total: number): void => {
          pen.text(product, L, 40, { size: p === 0 ? 16 : 12, font: look.fonts.bold });
          pen.text(
            `Account number: ${account}  •  ${fmt(start, 'MMMM d, yyyy')} - ${fmt(end, 'MMMM d, yyyy')}  •  Page ${p + 1} of ${total}`,
            L,
            p === 0 ? 62 : 56,
            { size: 8 },
          );
          pen.rect(R - 34, 36, 34, 34, { fill: '#d71e28' });
          pen.text('WELLS', R - 32, 44, { size: 7.5, font: 'Helvetica-Bold', color: '#ffcd41' });
          pen.text('FARGO', R - 32, 54, { size: 7.5, font: 'Helvetica-Bold', color: '#ffcd41' });
          if (p === 0) {
            textBlock(pen, holder.address, L, 96, 11, { size: 9 });
            pen.text('Questions?', R - 210, 96, { size: 9, font: look.fonts.bold });
            textBlock(
              pen,
              [
                'Available by phone 24 hours a day, 7 days a week:',
                '1-800-TO-WELLS (1-800-869-3557)',
                'Online: wellsfargo.com',
                'Write: Wells Fargo Bank, N.A. (114)',
                'P.O. Box 6995, Portland, OR 97228-6995',
              ],
              R - 210,
              108,
              9,
              { size: 7 },
            );
            pen.text('Statement period activity summary', L, 170, { size: 10, font: look.fonts.bold });
            keyValues(
              pen,
              [
                [`Beginning balance on ${fmt(start, 'M/d')}`, fmtCurrency(stmt.opening, '$', NF_EN)],
                ['Deposits/Additions', fmtAbs(ins, NF_EN)],
                ['Withdrawals/Subtractions', `- ${fmtAbs(outs, NF_EN)}`],
                [`Ending balance on ${fmt(end, 'M/d')}`, fmtCurrency(stmt.closing, '$', NF_EN)],
              ],
              { x: L, y: 186, width: 250, lead: 11, size: 8.5, valueAlign: 'right' },
            );
            keyValues(
              pen,
              [
                ['Account number:', account],
                [`${holder.name.toUpperCase()}`, ''],
                ['Washington account terms and conditions apply', ''],
                ['For Direct Deposit use', ''],
                ['Routing Number (RTN): 125008547', ''],
              ],
              { x: R - 210, y: 176, width: 210, labelWidth: 70, lead: 10, size: 7.5 },
            );
            pen.text('Transaction history', L, 252, { size: 10, font: look.fonts.bold });
          } else pen.text('Transaction history (continued)', L, 84, { size: 10, font: look.fonts.bold });
          footer(pen, {
            pageNo: p + 1,
            pageCount: total,
            template: '',
            x: L,
            width: w,
            y: page.h - 30,
            align: 'left',
            legal: [`Sheet Seq = ${rng.fork(`s${p}`).digits(7)}`, `Sheet ${String(p + 1).padStart(5, '0')} of ${String(total).padStart(5, '0')}`],
            legalY: page.h - 34,
          });
        };
        const res = renderLedger({
          pen,
          pageSize: size,
          cols,
          style,
          rows,
          frame: (p) => ({ top: p === 0 ? 268 : 100, bottom: page.h - 46 }),
          chrome,
          breakInsideDay: rng.chance(0.5),
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
        bank: 'Wells Fargo',
        documentType: 'bank_account',
        currency: 'USD',
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
