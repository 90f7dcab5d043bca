/** Santander (Spain)-like extracto: signed Importe and running Saldo on every row. */
import type Decimal from 'decimal.js';
import { daysInMonth, fmt, iso } from '../lib/dates.ts';
import { bankMark, footer, keyValues, Pen, summaryBox, textBlock } from '../lib/draw.ts';
import { chooseLook, creationDate, features, groupIban, iban, makeTruth, randomYearMonth, tableStyle, totals, txnRow, wrapSegments } from '../lib/kit.ts';
import { esDescriber } from '../lib/locales/eu.ts';
import { fmtAbs, fmtSigned, NF_DE } from '../lib/money.ts';
import { buildPdf, PAGE_DIMS } from '../lib/pdf.ts';
import { person } from '../lib/people.ts';
import { Rng } from '../lib/rng.ts';
import { synthesize } from '../lib/synth.ts';
import { type Column, renderLedger, type Row } from '../lib/table.ts';
import type { Family, RenderSpec, Rendered, TruthTransaction } from '../lib/types.ts';

const ID = 'es-importe-saldo';

export const family: Family = {
  id: ID,
  description:
    'Santander-like: Fecha Operación | Fecha Valor | Concepto | Importe | Saldo; dd/MM/yyyy; signed -1.234,56 (some seeds with an EUR suffix); running balance on every row; Saldo anterior / Saldo final',
  async render(spec: RenderSpec): Promise<Rendered> {
    const rng = new Rng(`${ID}:${spec.seed}`);
    const look = chooseLook(rng, { fonts: ['helvetica', 'helvetica', 'times'], sizes: [7.5, 9], lead: [1.2, 1.35], gap: [3, 6], dx: 8 });
    const f = features(spec.seed);
    const ym = randomYearMonth(rng);
    const start = iso(ym.y, ym.m, 1);
    const end = iso(ym.y, ym.m, daysInMonth(ym.y, ym.m));
    const holder = person(rng, 'ES');
    const ibanStr = iban('ES', `0049${rng.digits(4)}${rng.digits(2)}${rng.digits(10)}`);
    const ctx = { cardLast4: rng.digits(4), holderFirst: holder.first, holderLast: holder.last };
    const stmt = synthesize(
      rng.fork('txns'),
      {
        start,
        end,
        count: rng.int(10, 78),
        recurring: ['salary', 'rent', 'utility', 'telecom', 'insurance', 'subscription'],
        mix: { grocery: 14, restaurant: 8, fuel: 4, online: 6, contactless: 4, atm: 4, transfer_out: 7, transfer_in: 5, refund: 1, fee: 1 },
        large: f.large,
        tiny: f.tiny,
        burst: f.burst,
        balance: f.overdraft ? 'crossing' : 'positive',
        valueDates: 'card-earlier',
      },
      esDescriber(rng.fork('desc'), ctx),
    );
    const { ins, outs } = totals(stmt.entries.map((e) => e.amount));
    const suffix = rng.chance(0.35) ? ' EUR' : '';
    const num = (d: Decimal): string => `${fmtSigned(d, NF_DE)}${suffix}`;
    const page = PAGE_DIMS.A4;
    const L = 40 + look.dx;
    const R = page.w - 40;
    const conceptoW = R - L - 112 - 160;
    const cols: Column[] = [
      { key: 'fop', title: ['Fecha', 'Operación'], x: L, w: 50, align: 'left' },
      { key: 'fval', title: ['Fecha', 'Valor'], x: L + 54, w: 50, align: 'left' },
      { key: 'con', title: ['Concepto'], x: L + 112, w: conceptoW, align: 'left' },
      { key: 'imp', title: ['Importe'], x: R - 156, w: 74, align: 'right' },
      { key: 'sal', title: ['Saldo'], x: R - 78, w: 78, align: 'right' },
    ];
    const style = tableStyle(look, {
      left: L,
      right: R,
      headRule: 'none',
      headFill: '#ec0000',
      headColor: '#ffffff',
      zebra: rng.chance(0.5) ? '#f4f4f4' : null,
    });
    let pageCount = 0;
    let transactions: TruthTransaction[] = [];
    const pdf = await buildPdf(
      {
        size: 'A4',
        password: spec.password,
        encryption: '1.7ext3',
        creationDate: creationDate(end, rng),
        title: 'Extracto de cuenta',
        author: 'Banco Santander, S.A.',
        rng,
      },
      (doc) => {
        const pen = new Pen(doc, look.fonts, look.size);
        const rows: Row[] = [
          {
            kind: 'open',
            bold: true,
            cells: [
              { key: 'con', lines: ['Saldo anterior'] },
              { key: 'sal', lines: [num(stmt.opening)] },
            ],
            balanceAfter: stmt.opening,
          },
        ];
        for (const e of stmt.entries) {
          const desc = wrapSegments(pen, e.lines, conceptoW, look.fonts.regular, look.size);
          rows.push(
            txnRow({
              date: e.date,
              valueDate: e.valueDate,
              descLines: desc,
              amount: e.amount,
              balanceAfter: e.balanceAfter,
              printedBalance: e.balanceAfter,
              cells: [
                { key: 'fop', lines: [fmt(e.date, 'dd/MM/yyyy')] },
                { key: 'fval', lines: [fmt(e.valueDate, 'dd/MM/yyyy')] },
                { key: 'con', lines: desc },
                { key: 'imp', lines: [num(e.amount)] },
                { key: 'sal', lines: [num(e.balanceAfter)] },
              ],
            }),
          );
        }
        rows.push({
          kind: 'close',
          bold: true,
          cells: [
            { key: 'con', lines: ['Saldo final'] },
            { key: 'sal', lines: [num(stmt.closing)] },
          ],
        });
        const chrome = (p: number, total: number): void => {
          bankMark(pen, { name: 'Santander', x: L, y: 34, style: 'circle', color: '#ec0000', size: 18, nameColor: '#ec0000' });
          pen.text(`Extracto de cuenta  ·  ${fmt(start, 'dd/MM/yyyy')} - ${fmt(end, 'dd/MM/yyyy')}`, R - 260, 40, { size: 8.5, align: 'right', width: 260 });
          if (p === 0) {
            textBlock(pen, holder.address, R - 220, 86, 11, { size: 9 });
            keyValues(
              pen,
              [
                ['Titular', holder.name.toUpperCase()],
                ['Cuenta', groupIban(ibanStr)],
                ['Producto', rng.fork('prod').pick(['Cuenta Online Santander', 'Cuenta Nómina', 'Cuenta Smart'])],
                ['Divisa', 'EUR'],
              ],
              { x: L, y: 86, width: 260, labelWidth: 58, lead: 11, size: 8.5 },
            );
            summaryBox(
              pen,
              [
                ['Saldo anterior', num(stmt.opening)],
                ['Total ingresos', `${fmtAbs(ins, NF_DE)}${suffix}`],
                ['Total gastos', `-${fmtAbs(outs, NF_DE)}${suffix}`],
                ['Saldo final', num(stmt.closing)],
              ],
              {
                x: L + 6,
                y: 150,
                width: 240,
                lead: 11,
                size: 8.5,
                valueAlign: 'right',
                title: 'Resumen del periodo',
                border: '#999999',
              },
            );
          } else pen.text(`Cuenta ${groupIban(ibanStr)} · ${holder.name.toUpperCase()}`, L, 70, { size: 8.5 });
          footer(pen, {
            pageNo: p + 1,
            pageCount: total,
            template: 'Página {n} de {N}',
            x: L,
            width: R - L,
            y: page.h - 30,
            align: 'right',
            size: 7.5,
            legal: [
              'Banco Santander, S.A. Domicilio social: Paseo de Pereda, 9-12. 39004 Santander. R.M. de Cantabria, Hoja 286, Folio 64, Libro 5º de Sociedades. NIF: A39000013.',
            ],
            legalY: page.h - 44,
          });
        };
        const res = renderLedger({ pen, pageSize: 'A4', cols, style, rows, frame: (p) => ({ top: p === 0 ? 236 : 90, bottom: page.h - 56 }), chrome });
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
        bank: 'Santander',
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
