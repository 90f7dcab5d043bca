/** ING (NL)-like afschrift: one unsigned amount column plus an Af/Bij indicator column. */
import type Decimal from 'decimal.js';
import { daysInMonth, fmt, iso } from '../lib/dates.ts';
import { footer, keyValues, Pen, textBlock } from '../lib/draw.ts';
import { chooseLook, creationDate, features, groupIban, iban, makeTruth, randomYearMonth, tableStyle, totals, txnRow, wrapSegments } from '../lib/kit.ts';
import { nlDescriber } from '../lib/locales/eu.ts';
import { fmtAbs, NF_DE } from '../lib/money.ts';
import { buildPdf, PAGE_DIMS } from '../lib/pdf.ts';
import { person } from '../lib/people.ts';
import { Rng } from '../lib/rng.ts';
import { synthesize } from '../lib/synth.ts';
import { type Column, renderLedger, type Row } from '../lib/table.ts';
import type { Family, RenderSpec, Rendered, TruthTransaction } from '../lib/types.ts';

const ID = 'nl-af-bij';

export const family: Family = {
  id: ID,
  description:
    'ING (NL)-like: Datum | Omschrijving | Type | Bedrag (EUR) | Af Bij; one unsigned amount column with an Af/Bij indicator; dd-MM-yyyy; 1.234,56; Beginsaldo/Eindsaldo; type code column (BA, IC, OV, GT, GM, ID, DV)',
  async render(spec: RenderSpec): Promise<Rendered> {
    const rng = new Rng(`${ID}:${spec.seed}`);
    const look = chooseLook(rng, { fonts: ['helvetica', 'helvetica', 'times'], sizes: [7.5, 9], lead: [1.15, 1.3], gap: [2, 5], dx: 8 });
    const f = features(spec.seed);
    const ym = randomYearMonth(rng);
    const start = iso(ym.y, ym.m, 1);
    const end = iso(ym.y, ym.m, daysInMonth(ym.y, ym.m));
    const holder = person(rng, 'NL');
    const ibanStr = iban('NL', `INGB0${rng.digits(9)}`);
    const ctx = { cardLast4: rng.digits(4), holderFirst: holder.first, holderLast: holder.last };
    const stmt = synthesize(
      rng.fork('txns'),
      {
        start,
        end,
        count: rng.int(14, 48),
        recurring: ['salary', 'rent', 'utility', 'telecom', 'insurance', 'subscription', 'savings'],
        mix: { grocery: 14, restaurant: 7, fuel: 3, online: 8, contactless: 5, atm: 3, transfer_out: 6, transfer_in: 4, refund: 1, fee: 1 },
        large: f.large,
        tiny: f.tiny,
        burst: f.burst,
        balance: f.overdraft ? 'crossing' : 'positive',
        businessDays: true,
      },
      nlDescriber(rng.fork('desc'), ctx),
    );
    const { ins, outs } = totals(stmt.entries.map((e) => e.amount));
    const page = PAGE_DIMS.A4;
    const L = 42 + look.dx;
    const R = page.w - 42;
    const omsW = R - L - 60 - 150;
    const cols: Column[] = [
      { key: 'datum', title: ['Datum'], x: L, w: 52, align: 'left' },
      { key: 'oms', title: ['Omschrijving'], x: L + 58, w: omsW, align: 'left' },
      { key: 'type', title: ['Type'], x: R - 146, w: 28, align: 'left' },
      { key: 'bedrag', title: ['Bedrag (EUR)'], x: R - 116, w: 74, align: 'right' },
      { key: 'afbij', title: ['Af Bij'], x: R - 32, w: 32, align: 'left' },
    ];
    const style = tableStyle(look, {
      left: L,
      right: R,
      headRule: 'under',
      headColor: '#ff6200',
      headFont: look.fonts.bold,
      rowRule: rng.chance(0.7) ? '#dddddd' : null,
    });
    let pageCount = 0;
    let transactions: TruthTransaction[] = [];
    const pdf = await buildPdf(
      { size: 'A4', password: spec.password, creationDate: creationDate(end, rng), title: 'Afschrift', author: 'ING Bank N.V.', rng },
      (doc) => {
        const pen = new Pen(doc, look.fonts, look.size);
        const ab = (d: Decimal): string => (d.isNeg() ? 'Af' : 'Bij');
        const saldo = (label: string, d: Decimal, kind: 'open' | 'close'): Row => ({
          kind,
          bold: true,
          cells: [
            { key: 'oms', lines: [label] },
            { key: 'bedrag', lines: [fmtAbs(d, NF_DE)] },
            { key: 'afbij', lines: [ab(d)] },
          ],
          ...(kind === 'open' ? { balanceAfter: d } : {}),
        });
        const rows: Row[] = [saldo(`Beginsaldo op ${fmt(start, 'dd-MM-yyyy')}`, stmt.opening, 'open')];
        for (const e of stmt.entries) {
          const desc = wrapSegments(pen, e.lines, omsW, look.fonts.regular, look.size);
          rows.push(
            txnRow({
              date: e.date,
              typeCode: e.typeCode,
              descLines: desc,
              amount: e.amount,
              balanceAfter: e.balanceAfter,
              printedBalance: null,
              cells: [
                { key: 'datum', lines: [fmt(e.date, 'dd-MM-yyyy')] },
                { key: 'oms', lines: desc },
                { key: 'type', lines: [e.typeCode ?? ''] },
                { key: 'bedrag', lines: [fmtAbs(e.amount, NF_DE)] },
                { key: 'afbij', lines: [ab(e.amount)] },
              ],
            }),
          );
        }
        rows.push(saldo(`Eindsaldo op ${fmt(end, 'dd-MM-yyyy')}`, stmt.closing, 'close'));
        const chrome = (p: number, total: number): void => {
          pen.text('ING', L, 34, { size: 22, font: 'Helvetica-Bold', color: '#ff6200' });
          pen.polygon(
            [
              [L + 50, 50],
              [L + 58, 38],
              [L + 66, 50],
            ],
            '#ff6200',
          );
          pen.text('Afschrift', R - 200, 38, { size: 14, font: look.fonts.bold, align: 'right', width: 200 });
          pen.text(`${fmt(start, 'dd-MM-yyyy')} t/m ${fmt(end, 'dd-MM-yyyy')}`, R - 200, 56, { size: 8.5, align: 'right', width: 200 });
          if (p === 0) {
            textBlock(pen, holder.address, L, 96, 11.5, { size: 9.5 });
            keyValues(
              pen,
              [
                ['Rekeningnummer', groupIban(ibanStr)],
                ['Rekeninghouder', holder.name],
                ['Product', rng.fork('prod').pick(['Betaalrekening', 'Oranje Pakket', 'Basispakket'])],
                [`Beginsaldo ${fmt(start, 'dd-MM-yyyy')}`, `€ ${stmt.opening.isNeg() ? '-' : ''}${fmtAbs(stmt.opening, NF_DE)}`],
                ['Totaal afgeschreven', `€ ${fmtAbs(outs, NF_DE)}`],
                ['Totaal bijgeschreven', `€ ${fmtAbs(ins, NF_DE)}`],
                [`Eindsaldo ${fmt(end, 'dd-MM-yyyy')}`, `€ ${stmt.closing.isNeg() ? '-' : ''}${fmtAbs(stmt.closing, NF_DE)}`],
              ],
              { x: R - 250, y: 96, width: 250, labelWidth: 110, lead: 11, size: 8.5 },
            );
          } else pen.text(`${groupIban(ibanStr)} · ${holder.name}`, L, 80, { size: 8.5 });
          footer(pen, {
            pageNo: p + 1,
            pageCount: total,
            template: 'Blad {n} van {N}',
            x: L,
            width: R - L,
            y: page.h - 30,
            align: 'right',
            size: 7.5,
            legal: [
              'ING Bank N.V., statutair gevestigd te Amsterdam, Handelsregister nr. 33031431. ING Bank N.V. is geregistreerd bij De Nederlandsche Bank en de AFM.',
            ],
            legalY: page.h - 44,
          });
        };
        const res = renderLedger({ pen, pageSize: 'A4', cols, style, rows, frame: (p) => ({ top: p === 0 ? 190 : 100, bottom: page.h - 56 }), chrome });
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
        bank: 'ING',
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
