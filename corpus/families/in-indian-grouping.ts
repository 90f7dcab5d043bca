/** HDFC Bank-like statement of account: Indian digit grouping, long UPI/NEFT narrations. */
import { daysInMonth, fmt, iso } from '../lib/dates.ts';
import { footer, keyValues, Pen, textBlock } from '../lib/draw.ts';
import { chooseLook, creationDate, features, makeTruth, randomYearMonth, tableStyle, totals, txnRow, wrapSegments } from '../lib/kit.ts';
import { inDescriber } from '../lib/locales/in.ts';
import { fmtAbs, NF_IN } from '../lib/money.ts';
import { buildPdf, PAGE_DIMS } from '../lib/pdf.ts';
import { person } from '../lib/people.ts';
import { Rng } from '../lib/rng.ts';
import { synthesize } from '../lib/synth.ts';
import { type Column, renderLedger, type Row } from '../lib/table.ts';
import type { Family, RenderSpec, Rendered, TruthTransaction } from '../lib/types.ts';

const ID = 'in-indian-grouping';

export const family: Family = {
  id: ID,
  description:
    'HDFC Bank-like: Date | Narration | Chq./Ref.No. | Value Dt | Withdrawal Amt. | Deposit Amt. | Closing Balance; dd/MM/yy; 1,23,456.78 grouping; UPI/NEFT/IMPS narrations wrapping 2–3 lines; statement summary',
  async render(spec: RenderSpec): Promise<Rendered> {
    const rng = new Rng(`${ID}:${spec.seed}`);
    const look = chooseLook(rng, { fonts: ['helvetica', 'helvetica', 'courier', 'times'], sizes: [7, 8], lead: [1.15, 1.25], gap: [1.5, 3.5], dx: 6 });
    const f = features(spec.seed);
    const ym = randomYearMonth(rng);
    const start = iso(ym.y, ym.m, 1);
    const end = iso(ym.y, ym.m, daysInMonth(ym.y, ym.m));
    const holder = person(rng, 'IN');
    const account = `50100${rng.digits(9)}`;
    const ctx = { cardLast4: rng.digits(4), holderFirst: holder.first, holderLast: holder.last };
    const stmt = synthesize(
      rng.fork('txns'),
      {
        start,
        end,
        count: rng.int(10, 62),
        scale: 40,
        recurring: ['salary', 'rent', 'utility', 'telecom', 'insurance', 'savings'],
        mix: {
          grocery: 12,
          restaurant: 12,
          fuel: 3,
          online: 8,
          contactless: 6,
          atm: 4,
          transfer_out: 8,
          transfer_in: 4,
          refund: 1,
          fee: 1,
          cheque: 1,
          deposit: 1,
        },
        large: f.large,
        tiny: f.tiny,
        balance: 'positive',
      },
      inDescriber(rng.fork('desc'), ctx),
    );
    const { ins, outs } = totals(stmt.entries.map((e) => e.amount));
    const page = PAGE_DIMS.A4;
    const L = 24 + look.dx;
    const R = page.w - 24;
    const cw = look.size * (look.fontKey === 'courier' ? 0.6 : look.fontKey === 'times' ? 0.5 : 0.556);
    const dateW = 9 * cw;
    const refW = 17 * cw;
    const amtW = 13 * cw;
    const narrW = R - L - 4 - dateW - refW - dateW - 3 * amtW - 24;
    const x0 = L + 2 + dateW + 4;
    const cols: Column[] = [
      { key: 'date', title: ['Date'], x: L + 2, w: dateW, align: 'left' },
      { key: 'narr', title: ['Narration'], x: x0, w: narrW, align: 'left' },
      { key: 'ref', title: ['Chq./Ref.No.'], x: x0 + narrW + 4, w: refW, align: 'left' },
      { key: 'vdt', title: ['Value Dt'], x: x0 + narrW + refW + 8, w: dateW, align: 'left' },
      { key: 'wd', title: ['Withdrawal', 'Amt.'], x: R - 3 * amtW - 10, w: amtW, align: 'right' },
      { key: 'dep', title: ['Deposit', 'Amt.'], x: R - 2 * amtW - 6, w: amtW, align: 'right' },
      { key: 'bal', title: ['Closing', 'Balance'], x: R - amtW - 2, w: amtW, align: 'right' },
    ];
    const style = tableStyle(look, { left: L, right: R, headRule: 'box', headSize: look.size - 0.5, headFont: look.fonts.bold });
    const accountType = rng.pick(['SAVINGS ACCOUNT - REGULAR', 'SAVINGS MAX ACCOUNT', 'SALARY ACCOUNT - CLASSIC']);
    let pageCount = 0;
    let transactions: TruthTransaction[] = [];
    const pdf = await buildPdf(
      {
        size: 'A4',
        password: spec.password,
        encryption: '1.4',
        creationDate: creationDate(end, rng),
        title: 'Account Statement',
        author: 'HDFC Bank Ltd',
        rng,
      },
      (doc) => {
        const pen = new Pen(doc, look.fonts, look.size);
        const rows: Row[] = stmt.entries.map((e) => {
          const desc = wrapSegments(pen, e.lines, narrW, look.fonts.regular, look.size);
          return txnRow({
            date: e.date,
            valueDate: e.valueDate,
            descLines: desc,
            amount: e.amount,
            balanceAfter: e.balanceAfter,
            printedBalance: e.balanceAfter,
            cells: [
              { key: 'date', lines: [fmt(e.date, 'dd/MM/yy')] },
              { key: 'narr', lines: desc },
              { key: 'ref', lines: [(e.ref ?? '').slice(0, 16)] },
              { key: 'vdt', lines: [fmt(e.valueDate, 'dd/MM/yy')] },
              { key: e.amount.isNeg() ? 'wd' : 'dep', lines: [fmtAbs(e.amount, NF_IN)] },
              { key: 'bal', lines: [fmtAbs(e.balanceAfter, NF_IN)] },
            ],
          });
        });
        const ifsc = `HDFC000${rng.fork('i').digits(4)}`;
        const chrome = (p: number, total: number): void => {
          pen.rect(L, 30, 30, 30, { fill: '#004c8f' });
          pen.rect(L + 9, 39, 12, 12, { fill: '#ffffff' });
          pen.rect(L + 12, 42, 6, 6, { fill: '#ed232a' });
          pen.text('HDFC BANK', L + 38, 34, { size: 14, font: 'Helvetica-Bold', color: '#004c8f' });
          pen.text('We understand your world', L + 38, 50, { size: 7, color: '#ed232a' });
          pen.text(`Page No .: ${p + 1}`, R - 120, 34, { size: 8, align: 'right', width: 120 });
          if (p === 0) {
            textBlock(pen, holder.address, L, 76, 10, { size: 8, font: look.fonts.bold });
            keyValues(
              pen,
              [
                ['Account Branch', `: ${holder.town.toUpperCase()}`],
                ['Address', `: ${rng.fork('a').pick(['GROUND FLOOR, SHOP NO 3', 'PLOT NO 12, SECTOR 5', 'MAIN ROAD'])}`],
                ['Phone no.', ': 18002616161'],
                ['Currency', ': INR'],
                ['Cust ID', `: ${rng.fork('c').digits(8)}`],
                ['Account No', `: ${account}  ${accountType}`],
                ['A/C Open Date', `: ${fmt(iso(ym.y - rng.fork('o').int(2, 9), rng.fork('m').int(1, 12), rng.fork('d').int(1, 28)), 'dd/MM/yyyy')}`],
                ['Account Status', ': Regular'],
                ['RTGS/NEFT IFSC', `: ${ifsc}   MICR : ${rng.fork('mi').digits(9)}`],
              ],
              { x: R - 270, y: 70, width: 270, labelWidth: 74, lead: 9.5, size: 7.2 },
            );
            pen.text(`Statement of account   From : ${fmt(start, 'dd/MM/yyyy')}   To : ${fmt(end, 'dd/MM/yyyy')}`, L, 168, { size: 9, font: look.fonts.bold });
          }
          footer(pen, {
            pageNo: p + 1,
            pageCount: total,
            template: '',
            x: L,
            width: R - L,
            y: page.h - 30,
            align: 'center',
            legal: [
              'HDFC BANK LIMITED',
              '*Closing balance includes funds earmarked for hold and uncleared funds',
              'Contents of this statement will be considered correct if no error is reported within 30 days of receipt of statement.',
              'State account branch GSTN: 27AAACH2702H1Z6   HDFC Bank GSTIN number details are available at https://www.hdfcbank.com/personal/making-payments/gst',
            ],
            legalY: page.h - 56,
          });
        };
        const res = renderLedger({
          pen,
          pageSize: 'A4',
          cols,
          style,
          rows,
          frame: (p) => ({ top: p === 0 ? 184 : 70, bottom: page.h - 64 }),
          chrome,
          tail: {
            height: 70,
            draw: (y) => {
              pen.text('STATEMENT SUMMARY :-', L, y + 12, { size: 8, font: look.fonts.bold });
              const labels = ['Opening Balance', 'Dr Count', 'Cr Count', 'Debits', 'Credits', 'Closing Bal'];
              const vals = [
                fmtAbs(stmt.opening, NF_IN),
                String(stmt.entries.filter((e) => e.amount.isNeg()).length),
                String(stmt.entries.filter((e) => !e.amount.isNeg()).length),
                fmtAbs(outs, NF_IN),
                fmtAbs(ins, NF_IN),
                fmtAbs(stmt.closing, NF_IN),
              ];
              const cw = (R - L) / labels.length;
              labels.forEach((l, k) => {
                pen.text(l, L + k * cw, y + 28, { size: 7.5, font: look.fonts.bold, align: 'right', width: cw - 6 });
                pen.text(vals[k] as string, L + k * cw, y + 40, { size: 7.5, align: 'right', width: cw - 6 });
              });
              pen.text(`Generated On: ${fmt(end, 'dd-MMM-yyyy')}   Generated By: ${rng.fork('g').digits(8)}   Requesting Branch Code: NET`, L, y + 58, {
                size: 6.5,
              });
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
        bank: 'HDFC Bank',
        documentType: 'bank_account',
        currency: 'INR',
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
