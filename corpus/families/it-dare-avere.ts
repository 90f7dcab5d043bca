/** Intesa Sanpaolo-like estratto conto: Data | Valuta | Descrizione operazioni | Dare | Avere. */
import type Decimal from 'decimal.js';
import { daysInMonth, fmt, iso } from '../lib/dates.ts';
import { footer, keyValues, Pen, textBlock } from '../lib/draw.ts';
import { chooseLook, creationDate, features, groupIban, iban, makeTruth, randomYearMonth, tableStyle, totals, txnRow, wrapSegments } from '../lib/kit.ts';
import { itDescriber } from '../lib/locales/eu.ts';
import { fmtAbs, NF_DE } from '../lib/money.ts';
import { buildPdf, PAGE_DIMS } from '../lib/pdf.ts';
import { person } from '../lib/people.ts';
import { Rng } from '../lib/rng.ts';
import { synthesize } from '../lib/synth.ts';
import { type Column, renderLedger, type Row } from '../lib/table.ts';
import type { Family, RenderSpec, Rendered, TruthTransaction } from '../lib/types.ts';

const ID = 'it-dare-avere';

export const family: Family = {
  id: ID,
  description:
    'Intesa Sanpaolo-like: Data | Valuta | Descrizione operazioni | Dare | Avere; dd/MM/yy; 1.234,56; SALDO INIZIALE / SALDO FINALE rows; Totale movimenti subtotal; no balance column; some seeds monospaced',
  async render(spec: RenderSpec): Promise<Rendered> {
    const rng = new Rng(`${ID}:${spec.seed}`);
    const look = chooseLook(rng, { fonts: ['helvetica', 'courier', 'times'], sizes: [7, 8.5], lead: [1.15, 1.3], gap: [1, 4], dx: 10 });
    const f = features(spec.seed);
    const ym = randomYearMonth(rng);
    const quarter = rng.chance(0.3);
    const start = iso(ym.y, ym.m, 1);
    const endMonth = quarter ? Math.min(12, ym.m + 2) : ym.m;
    const end = iso(ym.y, endMonth, daysInMonth(ym.y, endMonth));
    const holder = person(rng, 'IT');
    const conto = rng.digits(12);
    const ibanStr = iban('IT', `${rng.chars(1, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}03069${rng.digits(5)}${conto}`);
    const ctx = { cardLast4: rng.digits(4), holderFirst: holder.first, holderLast: holder.last };
    const stmt = synthesize(
      rng.fork('txns'),
      {
        start,
        end,
        count: quarter ? rng.int(40, 80) : rng.int(12, 45),
        recurring: ['salary', 'rent', 'utility', 'telecom', 'insurance', 'subscription'],
        mix: { grocery: 14, restaurant: 6, fuel: 4, online: 6, contactless: 3, atm: 5, transfer_out: 5, transfer_in: 3, refund: 1, fee: 2, cheque: 1 },
        large: f.large,
        tiny: f.tiny,
        balance: f.overdraft ? 'crossing' : 'positive',
        businessDays: true,
        valueDates: 'card-earlier',
      },
      itDescriber(rng.fork('desc'), ctx),
    );
    const { ins, outs } = totals(stmt.entries.map((e) => e.amount));
    const page = PAGE_DIMS.A4;
    const L = 34 + look.dx;
    const R = page.w - 34;
    const mono = look.fontKey === 'courier';
    const dw = mono ? 46 : 38;
    const descW = R - L - 2 * dw - 12 - 150;
    const cols: Column[] = [
      { key: 'data', title: ['Data'], x: L, w: dw, align: 'left' },
      { key: 'val', title: ['Valuta'], x: L + dw + 4, w: dw, align: 'left' },
      { key: 'desc', title: ['Descrizione operazioni'], x: L + 2 * dw + 12, w: descW, align: 'left' },
      { key: 'dare', title: ['Dare'], x: R - 146, w: 70, align: 'right' },
      { key: 'avere', title: ['Avere'], x: R - 72, w: 70, align: 'right' },
    ];
    const style = tableStyle(look, {
      left: L,
      right: R,
      headRule: 'over-under',
      headFont: look.fonts.bold,
      rowRule: mono ? null : rng.chance(0.5) ? '#d0d0d0' : null,
    });
    let pageCount = 0;
    let transactions: TruthTransaction[] = [];
    const pdf = await buildPdf(
      { size: 'A4', password: spec.password, creationDate: creationDate(end, rng), title: 'Estratto conto', author: 'Intesa Sanpaolo S.p.A.', rng },
      (doc) => {
        const pen = new Pen(doc, look.fonts, look.size);
        const cell = (b: Decimal) => ({ key: b.isNeg() ? 'dare' : 'avere', lines: [fmtAbs(b, NF_DE)] });
        const rows: Row[] = [
          {
            kind: 'open',
            bold: true,
            cells: [{ key: 'data', lines: [fmt(start, 'dd/MM/yy')] }, { key: 'desc', lines: ['SALDO INIZIALE'] }, cell(stmt.opening)],
            balanceAfter: stmt.opening,
          },
        ];
        for (const e of stmt.entries) {
          const desc = wrapSegments(pen, e.lines, descW, look.fonts.regular, look.size);
          rows.push(
            txnRow({
              date: e.date,
              valueDate: e.valueDate,
              descLines: desc,
              amount: e.amount,
              balanceAfter: e.balanceAfter,
              printedBalance: null,
              cells: [
                { key: 'data', lines: [fmt(e.date, 'dd/MM/yy')] },
                { key: 'val', lines: [fmt(e.valueDate, 'dd/MM/yy')] },
                { key: 'desc', lines: desc },
                cell(e.amount),
              ],
            }),
          );
        }
        rows.push({
          kind: 'subtotal',
          bold: true,
          cells: [
            { key: 'desc', lines: ['Totale movimenti'] },
            { key: 'dare', lines: [fmtAbs(outs, NF_DE)] },
            { key: 'avere', lines: [fmtAbs(ins, NF_DE)] },
          ],
        });
        rows.push({
          kind: 'close',
          bold: true,
          cells: [{ key: 'data', lines: [fmt(end, 'dd/MM/yy')] }, { key: 'desc', lines: ['SALDO FINALE'] }, cell(stmt.closing)],
        });
        const chrome = (p: number, total: number): void => {
          pen.text('INTESA', L, 36, { size: 15, font: 'Helvetica-Bold', color: '#004b8d' });
          pen.text('SANPAOLO', L + 62, 36, { size: 15, font: 'Helvetica', color: '#e37222' });
          pen.text(`ESTRATTO CONTO AL ${fmt(end, 'dd.MM.yyyy')}`, R - 240, 38, { size: 10, font: look.fonts.bold, align: 'right', width: 240 });
          if (p === 0) {
            textBlock(pen, holder.address, R - 230, 84, 11, { size: 9 });
            keyValues(
              pen,
              [
                ['Intestato a', holder.name.toUpperCase()],
                ['Conto corrente n.', `${rng.fork('f').digits(4)}/${conto.slice(-8)}`],
                ['IBAN', groupIban(ibanStr)],
                ['Periodo', `dal ${fmt(start, 'dd/MM/yyyy')} al ${fmt(end, 'dd/MM/yyyy')}`],
                ['Filiale', rng.fork('fil').pick(['MILANO CORDUSIO', 'TORINO CENTRO', 'BOLOGNA ZAMBONI', 'NAPOLI TOLEDO'])],
              ],
              { x: L, y: 84, width: 280, labelWidth: 84, lead: 11, size: 8.5 },
            );
            pen.text('DETTAGLIO DEI MOVIMENTI', L, 160, { size: 10, font: look.fonts.bold });
          } else pen.text(`Conto ${groupIban(ibanStr)} - segue DETTAGLIO DEI MOVIMENTI`, L, 66, { size: 8.5 });
          footer(pen, {
            pageNo: p + 1,
            pageCount: total,
            template: 'Pag. {n} di {N}',
            x: L,
            width: R - L,
            y: page.h - 28,
            align: 'right',
            size: 7.5,
            legal: [
              'Intesa Sanpaolo S.p.A. - Sede Legale: Piazza San Carlo, 156 10121 Torino - Capitale Sociale Euro 10.368.870.930,08',
              'Aderente al Fondo Interbancario di Tutela dei Depositi e al Fondo Nazionale di Garanzia',
            ],
            legalY: page.h - 50,
          });
        };
        const res = renderLedger({ pen, pageSize: 'A4', cols, style, rows, frame: (p) => ({ top: p === 0 ? 178 : 84, bottom: page.h - 60 }), chrome });
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
        bank: 'Intesa Sanpaolo',
        documentType: 'bank_account',
        currency: 'EUR',
        accountLast4: ibanStr.slice(-4),
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
