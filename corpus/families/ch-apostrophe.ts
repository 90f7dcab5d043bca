/** UBS-like Kontoauszug: Datum | Text | Belastung | Gutschrift | Valuta | Saldo with 1'234.56 numbers. */
import type Decimal from 'decimal.js';
import { daysInMonth, fmt, iso } from '../lib/dates.ts';
import { footer, keyValues, Pen, textBlock } from '../lib/draw.ts';
import { chooseLook, creationDate, dayFlags, features, groupIban, iban, makeTruth, randomYearMonth, tableStyle, txnRow, wrapSegments } from '../lib/kit.ts';
import { chDescriber } from '../lib/locales/eu.ts';
import { fmtAbs, fmtSigned, NF_CH, NF_CH_TYPO } from '../lib/money.ts';
import { buildPdf, PAGE_DIMS } from '../lib/pdf.ts';
import { person } from '../lib/people.ts';
import { Rng } from '../lib/rng.ts';
import { synthesize } from '../lib/synth.ts';
import { type Column, renderLedger, type Row } from '../lib/table.ts';
import type { Family, RenderSpec, Rendered, TruthTransaction } from '../lib/types.ts';

const ID = 'ch-apostrophe';

export const family: Family = {
  id: ID,
  description:
    "UBS-like: Datum | Text | Belastung | Gutschrift | Valuta | Saldo; dd.MM.yy; 1'234.56 (ASCII apostrophe or U+2019 by seed); Saldovortrag row; value date right of the amounts; balance per row or per day",
  async render(spec: RenderSpec): Promise<Rendered> {
    const rng = new Rng(`${ID}:${spec.seed}`);
    const look = chooseLook(rng, { fonts: ['helvetica', 'helvetica', 'times'], sizes: [7.5, 9], lead: [1.15, 1.3], gap: [2, 5], dx: 8 });
    const f = features(spec.seed);
    const ym = randomYearMonth(rng);
    const start = iso(ym.y, ym.m, 1);
    const end = iso(ym.y, ym.m, daysInMonth(ym.y, ym.m));
    const holder = person(rng, 'CH');
    const kontoDigits = `0${rng.digits(11)}`;
    const konto = `${kontoDigits.slice(0, 4)} ${kontoDigits.slice(4, 10)}.${kontoDigits.slice(10)}`;
    const ibanStr = iban('CH', `00${rng.digits(3)}${kontoDigits}`);
    const nf = rng.chance(0.3) ? NF_CH_TYPO : NF_CH;
    const perDay = rng.chance(0.4);
    const carry = rng.chance(0.5);
    const ctx = { cardLast4: rng.digits(4), holderFirst: holder.first, holderLast: holder.last };
    const stmt = synthesize(
      rng.fork('txns'),
      {
        start,
        end,
        count: rng.int(14, 50),
        recurring: ['salary', 'rent', 'utility', 'telecom', 'insurance', 'subscription', 'savings'],
        mix: { grocery: 14, restaurant: 7, fuel: 3, online: 6, contactless: 6, atm: 4, transfer_out: 6, transfer_in: 3, refund: 1, fee: 1 },
        large: f.large,
        tiny: f.tiny,
        burst: f.burst,
        balance: f.overdraft ? 'crossing' : 'positive',
        businessDays: true,
        valueDates: 'card-earlier',
      },
      chDescriber(rng.fork('desc'), ctx),
    );
    const page = PAGE_DIMS.A4;
    const L = 42 + look.dx;
    const R = page.w - 36;
    const textW = R - L - 44 - 250;
    const cols: Column[] = [
      { key: 'datum', title: ['Datum'], x: L, w: 38, align: 'left' },
      { key: 'text', title: ['Text'], x: L + 44, w: textW, align: 'left' },
      { key: 'bel', title: ['Belastung'], x: R - 246, w: 64, align: 'right' },
      { key: 'gut', title: ['Gutschrift'], x: R - 178, w: 64, align: 'right' },
      { key: 'val', title: ['Valuta'], x: R - 104, w: 36, align: 'left' },
      { key: 'saldo', title: ['Saldo'], x: R - 66, w: 66, align: 'right' },
    ];
    const style = tableStyle(look, { left: L, right: R, headRule: 'under', headFont: look.fonts.bold, rowRule: rng.chance(0.5) ? '#c8c8c8' : null });
    let pageCount = 0;
    let transactions: TruthTransaction[] = [];
    const pdf = await buildPdf(
      { size: 'A4', password: spec.password, creationDate: creationDate(end, rng), title: 'Kontoauszug', author: 'UBS Switzerland AG', rng },
      (doc) => {
        const pen = new Pen(doc, look.fonts, look.size);
        const flags = dayFlags(stmt.entries);
        const balRow = (label: string, b: Decimal, date?: string): Row => ({
          kind: 'note',
          cells: [
            ...(date ? [{ key: 'datum', lines: [fmt(date, 'dd.MM.yy')] }] : []),
            { key: 'text', lines: [label] },
            { key: 'saldo', lines: [fmtSigned(b, nf)] },
          ],
        });
        const rows: Row[] = [{ ...balRow('Saldovortrag', stmt.opening, start), kind: 'open', balanceAfter: stmt.opening }];
        stmt.entries.forEach((e, i) => {
          const desc = wrapSegments(pen, e.lines, textW, look.fonts.regular, look.size);
          const printed = !perDay || (flags[i] as { last: boolean }).last ? e.balanceAfter : null;
          rows.push(
            txnRow({
              date: e.date,
              valueDate: e.valueDate,
              descLines: desc,
              amount: e.amount,
              balanceAfter: e.balanceAfter,
              printedBalance: printed,
              cells: [
                { key: 'datum', lines: [fmt(e.date, 'dd.MM.yy')] },
                { key: 'text', lines: desc },
                { key: e.amount.isNeg() ? 'bel' : 'gut', lines: [fmtAbs(e.amount, nf)] },
                { key: 'val', lines: [fmt(e.valueDate, 'dd.MM.yy')] },
                ...(printed ? [{ key: 'saldo', lines: [fmtSigned(printed, nf)] }] : []),
              ],
            }),
          );
        });
        rows.push({ ...balRow(`Kontostand per ${fmt(end, 'dd.MM.yyyy')}`, stmt.closing), kind: 'close', bold: true });
        const chrome = (p: number, total: number): void => {
          pen.text('UBS', R - 60, 34, { size: 20, font: 'Times-Bold', align: 'right', width: 60 });
          for (let k = 0; k < 3; k++)
            pen.doc
              .save()
              .circle(R - 92 + k * 7, 44, 3)
              .lineWidth(0.8)
              .stroke('#000000')
              .restore();
          if (p === 0) {
            pen.text('UBS Switzerland AG, Postfach, 8098 Zürich', L, 110, { size: 6.5, color: '#555555' });
            textBlock(pen, holder.address, L, 122, 11.5, { size: 9.5 });
            pen.text('Kontoauszug', L, 200, { size: 14, font: look.fonts.bold });
            keyValues(
              pen,
              [
                ['Konto', `${konto} ${rng.fork('k').pick(['Privatkonto', 'UBS Key4 Privatkonto', 'Personalkonto'])}`],
                ['IBAN', groupIban(ibanStr)],
                ['Währung', 'CHF'],
                ['Periode', `${fmt(start, 'dd.MM.yyyy')} - ${fmt(end, 'dd.MM.yyyy')}`],
              ],
              { x: L, y: 222, width: 300, labelWidth: 60, lead: 11, size: 8.5 },
            );
            keyValues(
              pen,
              [
                ['Erstellt am', fmt(end, 'dd.MM.yyyy')],
                ['Kundenberater', rng.fork('b').pick(['Team Privatkunden', 'Herr M. Keller', 'Frau S. Huber'])],
                ['Telefon', '+41 44 234 11 11'],
              ],
              { x: R - 200, y: 222, width: 200, labelWidth: 70, lead: 11, size: 8 },
            );
          } else {
            pen.text(`Kontoauszug ${fmt(start, 'dd.MM.yyyy')} - ${fmt(end, 'dd.MM.yyyy')}`, L, 70, { size: 9, font: look.fonts.bold });
            pen.text(`${konto} · ${groupIban(ibanStr)}`, L, 83, { size: 8 });
          }
          footer(pen, {
            pageNo: p + 1,
            pageCount: total,
            template: 'Seite {n}/{N}',
            x: L,
            width: R - L,
            y: page.h - 30,
            align: 'right',
            size: 7.5,
            legal: ['Bitte prüfen Sie diesen Auszug. Beanstandungen sind innert 30 Tagen anzubringen, andernfalls gilt er als genehmigt.'],
            legalY: page.h - 44,
          });
        };
        const res = renderLedger({
          pen,
          pageSize: 'A4',
          cols,
          style,
          rows,
          frame: (p) => ({ top: p === 0 ? 278 : 100, bottom: page.h - 56 }),
          chrome,
          ...(carry ? { bfRow: (b: Decimal) => balRow('Saldovortrag', b), cfRow: (b: Decimal) => balRow('Übertrag', b) } : {}),
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
        bank: 'UBS',
        documentType: 'bank_account',
        currency: 'CHF',
        accountLast4: kontoDigits.slice(-4),
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
