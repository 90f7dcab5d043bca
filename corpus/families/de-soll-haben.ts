/** Deutsche Bank-like Kontoauszug: Buchung | Valuta | Vorgang | Soll | Haben, no running balance. */
import type Decimal from 'decimal.js';
import { daysInMonth, fmt, iso } from '../lib/dates.ts';
import { footer, keyValues, Pen, textBlock } from '../lib/draw.ts';
import { chooseLook, creationDate, features, groupIban, iban, makeTruth, randomYearMonth, tableStyle, totals, txnRow, wrapSegments } from '../lib/kit.ts';
import { deDescriber } from '../lib/locales/eu.ts';
import { fmtAbs, NF_DE } from '../lib/money.ts';
import { buildPdf, PAGE_DIMS } from '../lib/pdf.ts';
import { person } from '../lib/people.ts';
import { Rng } from '../lib/rng.ts';
import { synthesize } from '../lib/synth.ts';
import { type Column, renderLedger, type Row } from '../lib/table.ts';
import type { Family, RenderSpec, Rendered, TruthTransaction } from '../lib/types.ts';

const ID = 'de-soll-haben';

function signed(d: Decimal, spaced: boolean): string {
  return `${d.isNeg() ? '-' : '+'}${spaced ? ' ' : ''}${fmtAbs(d, NF_DE)}`;
}

export const family: Family = {
  id: ID,
  description:
    'Deutsche Bank-like: Buchung | Valuta | Vorgang | Soll | Haben; dd.MM.yyyy booking and value dates; 1.234,56 with explicit -/+ signs; Alter/Neuer Saldo rows; multi-line SEPA descriptions; no balance column',
  async render(spec: RenderSpec): Promise<Rendered> {
    const rng = new Rng(`${ID}:${spec.seed}`);
    const look = chooseLook(rng, { fonts: ['helvetica', 'helvetica', 'times'], sizes: [8, 9.5], lead: [1.15, 1.3], gap: [3, 6], dx: 10 });
    const f = features(spec.seed);
    const ym = randomYearMonth(rng);
    const start = iso(ym.y, ym.m, 1);
    const end = iso(ym.y, ym.m, daysInMonth(ym.y, ym.m));
    const holder = person(rng, 'DE');
    const blz = rng.pick(['10070024', '10070000', '20070024', '70070024', '37070024']);
    const kto = `${rng.digits(7)}00`;
    const ibanStr = iban('DE', `${blz}${kto.padStart(10, '0')}`);
    const ctx = { cardLast4: rng.digits(4), holderFirst: holder.first, holderLast: holder.last };
    const stmt = synthesize(
      rng.fork('txns'),
      {
        start,
        end,
        count: rng.int(12, 38),
        recurring: ['salary', 'rent', 'utility', 'telecom', 'insurance', 'subscription'],
        mix: { grocery: 14, restaurant: 5, fuel: 4, online: 6, contactless: 4, atm: 5, transfer_out: 6, transfer_in: 3, refund: 2, fee: 1 },
        large: f.large,
        tiny: f.tiny,
        balance: f.overdraft ? 'crossing' : 'positive',
        businessDays: true,
        valueDates: 'card-earlier',
      },
      deDescriber(rng.fork('desc'), ctx),
    );
    const { ins, outs } = totals(stmt.entries.map((e) => e.amount));
    const page = PAGE_DIMS.A4;
    const L = 50 + look.dx;
    const R = page.w - 40;
    const spaced = rng.chance(0.4);
    const vorgangW = R - L - 130 - 150;
    const cols: Column[] = [
      { key: 'buch', title: ['Buchung'], x: L, w: 60, align: 'left' },
      { key: 'val', title: ['Valuta'], x: L + 64, w: 60, align: 'left' },
      { key: 'vorgang', title: ['Vorgang'], x: L + 130, w: vorgangW, align: 'left' },
      { key: 'soll', title: ['Soll'], x: R - 150, w: 70, align: 'right' },
      { key: 'haben', title: ['Haben'], x: R - 72, w: 72, align: 'right' },
    ];
    const style = tableStyle(look, {
      left: L,
      right: R,
      headRule: rng.pick(['under', 'over-under']),
      headFill: rng.chance(0.4) ? '#e6ecf5' : null,
      headColor: '#0018a8',
    });
    const auszug = rng.int(1, 12);
    let pageCount = 0;
    let transactions: TruthTransaction[] = [];
    const pdf = await buildPdf(
      {
        size: 'A4',
        password: spec.password,
        creationDate: creationDate(end, rng),
        title: `Kontoauszug ${fmt(start, 'MM/yyyy')}`,
        author: 'Deutsche Bank AG',
        rng,
      },
      (doc) => {
        const pen = new Pen(doc, look.fonts, look.size);
        const saldoRow = (label: string, b: Decimal, kind: 'open' | 'close'): Row => ({
          kind,
          bold: true,
          cells: [
            { key: 'vorgang', lines: [label] },
            { key: b.isNeg() ? 'soll' : 'haben', lines: [signed(b, spaced)] },
          ],
          ...(kind === 'open' ? { balanceAfter: b } : {}),
        });
        const rows: Row[] = [saldoRow(`Alter Saldo per ${fmt(start, 'dd.MM.yyyy')}`, stmt.opening, 'open')];
        for (const e of stmt.entries) {
          const desc = wrapSegments(pen, e.lines, vorgangW, look.fonts.regular, look.size);
          rows.push(
            txnRow({
              date: e.date,
              valueDate: e.valueDate,
              descLines: desc,
              amount: e.amount,
              balanceAfter: e.balanceAfter,
              printedBalance: null,
              cells: [
                { key: 'buch', lines: [fmt(e.date, 'dd.MM.yyyy')] },
                { key: 'val', lines: [fmt(e.valueDate, 'dd.MM.yyyy')] },
                { key: 'vorgang', lines: desc },
                { key: e.amount.isNeg() ? 'soll' : 'haben', lines: [signed(e.amount, spaced)] },
              ],
            }),
          );
        }
        rows.push(saldoRow(`Neuer Saldo per ${fmt(end, 'dd.MM.yyyy')}`, stmt.closing, 'close'));
        const chrome = (p: number, total: number): void => {
          pen.rect(R - 28, 36, 28, 28, { fill: '#0018a8' });
          pen.doc
            .save()
            .moveTo(R - 21, 58)
            .lineTo(R - 7, 42)
            .lineWidth(3)
            .strokeColor('#ffffff')
            .stroke()
            .restore();
          pen.text('Deutsche Bank', R - 140, 70, { size: 10, font: look.fonts.bold, color: '#0018a8', align: 'right', width: 140 });
          if (p === 0) {
            pen.text(
              `Deutsche Bank AG · ${rng.fork('f').pick(['Filiale Berlin', 'Filiale Hamburg', 'Filiale München'])} · Postfach · ${rng.fork('p').digits(5)}`,
              L,
              118,
              { size: 6.5, color: '#444444' },
            );
            textBlock(pen, holder.address, L, 132, 12, { size: 10 });
            keyValues(
              pen,
              [
                ['Kontoauszug', `${fmt(start, 'dd.MM.yyyy')} bis ${fmt(end, 'dd.MM.yyyy')}`],
                ['Auszug Nr.', String(auszug)],
                ['IBAN', groupIban(ibanStr)],
                ['BIC', `DEUTDE${rng.fork('b').pick(['DBBER', 'DBHAM', 'DBMUC', 'FF'])}`],
                ['Kontoinhaber', holder.name],
              ],
              {
                x: R - 230,
                y: 112,
                width: 230,
                labelWidth: 72,
                lead: 12,
                size: 8.5,
              },
            );
            pen.text(`Kontoauszug vom ${fmt(start, 'dd.MM.yyyy')} bis ${fmt(end, 'dd.MM.yyyy')}`, L, 230, { size: 12, font: look.fonts.bold });
            pen.text(`Girokonto ${kto.slice(0, 7)} ${kto.slice(7)}, EUR`, L, 246, { size: 9 });
          } else {
            pen.text(`Kontoauszug vom ${fmt(start, 'dd.MM.yyyy')} bis ${fmt(end, 'dd.MM.yyyy')} · Auszug Nr. ${auszug}`, L, 90, {
              size: 9,
              font: look.fonts.bold,
            });
            pen.text(`IBAN ${groupIban(ibanStr)}`, L, 103, { size: 8.5 });
          }
          footer(pen, {
            pageNo: p + 1,
            pageCount: total,
            template: 'Seite {n} von {N}',
            x: L,
            width: R - L,
            y: page.h - 34,
            align: 'right',
            size: 8,
            legal: [
              'Bitte erheben Sie Einwendungen gegen einzelne Buchungen unverzüglich. Guthaben sind als Einlagen nach Maßgabe des Einlagensicherungsgesetzes entschädigungsfähig.',
              'Deutsche Bank AG, Sitz Frankfurt am Main, Amtsgericht Frankfurt am Main HRB 30 000.',
            ],
            legalY: page.h - 58,
          });
        };
        const res = renderLedger({
          pen,
          pageSize: 'A4',
          cols,
          style,
          rows,
          frame: (p) => ({ top: p === 0 ? 270 : 122, bottom: page.h - 68 }),
          chrome,
          tail: {
            height: 46,
            draw: (y) => {
              keyValues(
                pen,
                [
                  ['Summe Soll', `-${fmtAbs(outs, NF_DE)}`],
                  ['Summe Haben', `+${fmtAbs(ins, NF_DE)}`],
                ],
                { x: R - 230, y: y + 10, width: 230, lead: 12, size: look.size, valueAlign: 'right' },
              );
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
        bank: 'Deutsche Bank',
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
