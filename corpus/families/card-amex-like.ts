/** American Express-like card statement: charges positive as printed, credits as -x or x CR, no running balance. */
import type Decimal from 'decimal.js';
import { addDays, addMonths, fmt, iso } from '../lib/dates.ts';
import { footer, keyValues, Pen, summaryBox, textBlock } from '../lib/draw.ts';
import { chooseLook, creationDate, features, makeTruth, randomYearMonth, tableStyle, txnRow, wrapSegments } from '../lib/kit.ts';
import { cardDescriber } from '../lib/locales/en.ts';
import { fmtAbs, NF_EN, sum } from '../lib/money.ts';
import { buildPdf, PAGE_DIMS } from '../lib/pdf.ts';
import { person } from '../lib/people.ts';
import { Rng } from '../lib/rng.ts';
import { type SynthEntry, synthesize } from '../lib/synth.ts';
import { type Column, renderLedger, type Row } from '../lib/table.ts';
import type { Family, RenderSpec, Rendered, TruthTransaction } from '../lib/types.ts';

const ID = 'card-amex-like';

export const family: Family = {
  id: ID,
  description:
    'American Express-like credit card: Date | Description | Amount; charges printed positive, payments/credits as -250.00 or 250.00 CR; Previous/New Balance summary; grouped sections on some seeds; no running balance; USD (Letter) or GBP (A4)',
  async render(spec: RenderSpec): Promise<Rendered> {
    const rng = new Rng(`${ID}:${spec.seed}`);
    const us = rng.chance(0.55);
    const look = chooseLook(rng, { fonts: ['helvetica', 'helvetica', 'times'], sizes: [7.5, 9], lead: [1.2, 1.35], gap: [2, 5], dx: 6 });
    const f = features(spec.seed);
    const ym = randomYearMonth(rng);
    const closeDay = rng.int(1, 28);
    const end = iso(ym.y, ym.m, closeDay);
    const start = addDays(addMonths(end, -1), 1);
    const holder = person(rng, us ? 'US' : 'GB');
    const acctEnding = `${rng.int(1, 9)}-${rng.digits(5)}`;
    const cur = us ? '$' : '£';
    const crStyle = rng.chance(0.5) ? 'minus' : 'CR';
    const grouped = rng.chance(0.5);
    const ctx = { cardLast4: acctEnding.slice(-4), holderFirst: holder.first, holderLast: holder.last, country: us ? ('US' as const) : ('GB' as const) };
    const stmt = synthesize(
      rng.fork('txns'),
      {
        start,
        end,
        count: rng.int(12, 45),
        scale: us ? 1 : 0.85,
        mix: { grocery: 10, restaurant: 12, fuel: 4, online: 12, foreign: 3, refund: 2, fee: 1, card_payment: 2 },
        recurring: ['subscription'],
        tiny: f.tiny,
        balance: 'credit-card',
      },
      cardDescriber(rng.fork('desc'), ctx),
    );
    const size = us ? 'LETTER' : 'A4';
    const page = PAGE_DIMS[size];
    const L = 44 + look.dx;
    const R = page.w - 44;
    const descW = R - L - 70 - 100;
    const cols: Column[] = [
      { key: 'date', title: ['Date'], x: L, w: 60, align: 'left' },
      { key: 'desc', title: ['Description'], x: L + 70, w: descW, align: 'left' },
      { key: 'amt', title: ['Amount'], x: R - 90, w: 90, align: 'right' },
    ];
    const style = tableStyle(look, { left: L, right: R, headRule: 'under', headColor: '#006fcf', rowRule: rng.chance(0.6) ? '#e0e0e0' : null });
    const printed = (e: SynthEntry): string => {
      const a = fmtAbs(e.amount, NF_EN);
      if (e.amount.isNeg()) return a; // a charge (negative for the holder) is printed positive
      return crStyle === 'minus' ? `-${a}` : `${a} CR`;
    };
    const owedPrev = stmt.opening.neg();
    const owedNew = stmt.closing.neg();
    const pay = sum(stmt.entries.filter((e) => e.kind === 'card_payment').map((e) => e.amount));
    const credits = sum(stmt.entries.filter((e) => e.kind !== 'card_payment' && e.amount.gt(0)).map((e) => e.amount));
    const fees = sum(stmt.entries.filter((e) => e.kind === 'fee').map((e) => e.amount)).neg();
    const interest = sum(stmt.entries.filter((e) => e.kind === 'interest' || e.kind === 'tiny').map((e) => e.amount)).neg();
    const charges = sum(stmt.entries.filter((e) => e.amount.isNeg()).map((e) => e.amount))
      .neg()
      .minus(fees)
      .minus(interest);
    const money = (d: Decimal): string => `${d.isNeg() ? '-' : ''}${cur}${fmtAbs(d, NF_EN)}`;
    const minDue = owedNew.gt(0)
      ? owedNew
          .times('0.03')
          .toDecimalPlaces(2)
          .plus(us ? 0 : 5)
          .toDecimalPlaces(2)
      : owedNew.times(0);
    const dueDate = addDays(end, 25);
    let pageCount = 0;
    let transactions: TruthTransaction[] = [];
    const pdf = await buildPdf(
      { size, password: spec.password, encryption: '1.7', creationDate: creationDate(end, rng), title: 'Statement', author: 'American Express', rng },
      (doc) => {
        const pen = new Pen(doc, look.fonts, look.size);
        const dfmt = us ? 'MM/dd/yy' : 'dd MMM yy';
        const mk = (e: SynthEntry): Row => {
          const desc = wrapSegments(pen, e.lines, descW, look.fonts.regular, look.size);
          return txnRow({
            date: e.date,
            descLines: desc,
            amount: e.amount,
            balanceAfter: e.balanceAfter,
            printedBalance: null,
            cells: [
              { key: 'date', lines: [fmt(e.date, dfmt)] },
              { key: 'desc', lines: desc },
              { key: 'amt', lines: [printed(e)] },
            ],
          });
        };
        let rows: Row[] = [];
        if (grouped) {
          const sections: Array<[string, (e: SynthEntry) => boolean]> = [
            ['Payments', (e) => e.kind === 'card_payment'],
            ['Credits', (e) => e.kind !== 'card_payment' && e.amount.gt(0)],
            ['New Charges', (e) => e.amount.isNeg() && e.kind !== 'fee' && e.kind !== 'interest' && e.kind !== 'tiny'],
            ['Fees', (e) => e.kind === 'fee'],
            ['Interest Charged', (e) => e.kind === 'interest' || e.kind === 'tiny'],
          ];
          for (const [title, pred] of sections) {
            const es = stmt.entries.filter(pred);
            if (!es.length) continue;
            rows.push({ kind: 'note', bold: true, cells: [{ key: 'desc', lines: [title] }] });
            rows.push(...es.map(mk));
            const t = sum(es.map((e) => e.amount));
            rows.push({
              kind: 'subtotal',
              bold: true,
              cells: [
                { key: 'desc', lines: [`Total ${title}`] },
                {
                  key: 'amt',
                  lines: [t.isNeg() ? `${cur}${fmtAbs(t, NF_EN)}` : crStyle === 'minus' ? `-${cur}${fmtAbs(t, NF_EN)}` : `${cur}${fmtAbs(t, NF_EN)} CR`],
                },
              ],
            });
          }
        } else rows = stmt.entries.map(mk);
        const chrome = (p: number, total: number): void => {
          pen.rect(L, 32, 46, 46, { fill: '#006fcf' });
          pen.text('AMERICAN', L + 3, 46, { size: 6.5, font: 'Helvetica-Bold', color: '#ffffff' });
          pen.text('EXPRESS', L + 6, 55, { size: 6.5, font: 'Helvetica-Bold', color: '#ffffff' });
          pen.text(rng.fork('card').pick(['Platinum Card®', 'Gold Card', 'Blue Cash Everyday®', 'Preferred Rewards Gold']), L + 56, 36, {
            size: 12,
            font: look.fonts.bold,
          });
          pen.text(`Prepared for ${holder.name.toUpperCase()}`, L + 56, 52, { size: 8.5 });
          pen.text(`Account Ending ${acctEnding}`, L + 56, 63, { size: 8.5 });
          pen.text(`p. ${p + 1}/${total}`, R - 60, 36, { size: 8, align: 'right', width: 60 });
          if (p === 0) {
            keyValues(
              pen,
              [
                ['Closing Date', fmt(end, us ? 'MM/dd/yy' : 'dd/MM/yy')],
                ['Next Closing Date', fmt(addMonths(end, 1), us ? 'MM/dd/yy' : 'dd/MM/yy')],
              ],
              { x: R - 180, y: 52, width: 180, lead: 11, size: 8, valueAlign: 'right' },
            );
            textBlock(pen, holder.address, L, 100, 11, { size: 9 });
            summaryBox(
              pen,
              [
                ['Previous Balance', money(owedPrev)],
                ['Payments/Credits', `-${cur}${fmtAbs(pay.plus(credits), NF_EN)}`],
                ['New Charges', `+${cur}${fmtAbs(charges, NF_EN)}`],
                ['Fees', `+${cur}${fmtAbs(fees, NF_EN)}`],
                ['Interest Charged', `+${cur}${fmtAbs(interest, NF_EN)}`],
                ['New Balance', `=${money(owedNew)}`],
                ['Minimum Payment Due', money(minDue)],
                ['Payment Due Date', fmt(dueDate, us ? 'MM/dd/yy' : 'dd/MM/yy')],
              ],
              {
                x: R - 230,
                y: 96,
                width: 224,
                lead: 12,
                size: 8.5,
                valueAlign: 'right',
                title: 'Account Summary',
                titleFill: '#006fcf',
                titleColor: '#ffffff',
                border: '#006fcf',
              },
            );
            pen.text(grouped ? 'Detail' : 'Transactions', L, 226, { size: 11, font: look.fonts.bold, color: '#006fcf' });
            pen.text(`${fmt(start, us ? 'MM/dd/yy' : 'dd/MM/yy')} to ${fmt(end, us ? 'MM/dd/yy' : 'dd/MM/yy')}`, L + 110, 228, { size: 8 });
          } else pen.text('Detail Continued', L, 92, { size: 10, font: look.fonts.bold, color: '#006fcf' });
          footer(pen, {
            pageNo: p + 1,
            pageCount: total,
            template: '',
            x: L,
            width: R - L,
            y: page.h - 30,
            align: 'right',
            legal: [
              us
                ? 'American Express® cards are issued by American Express National Bank. Customer Care: 1-800-528-4800. Continued on reverse.'
                : 'American Express Services Europe Limited, registered in England and Wales No. 1833139. Customer Services 0800 917 8047.',
            ],
            legalY: page.h - 40,
          });
        };
        const res = renderLedger({ pen, pageSize: size, cols, style, rows, frame: (p) => ({ top: p === 0 ? 244 : 110, bottom: page.h - 54 }), chrome });
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
        bank: 'American Express',
        documentType: 'credit_card',
        currency: us ? 'USD' : 'GBP',
        accountLast4: acctEnding.slice(-4),
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
