/** Caixa Geral de Depósitos-like extrato: Débito / Crédito columns and Saldo Contabilístico on every row. */
import { daysInMonth, fmt, iso } from '../lib/dates.ts';
import { footer, keyValues, Pen, summaryBox, textBlock } from '../lib/draw.ts';
import { chooseLook, creationDate, features, groupIban, iban, makeTruth, randomYearMonth, tableStyle, totals, txnRow, wrapSegments } from '../lib/kit.ts';
import { ptDescriber } from '../lib/locales/eu.ts';
import { fmtAbs, fmtSigned, NF_DE, NF_FR } from '../lib/money.ts';
import { buildPdf, PAGE_DIMS } from '../lib/pdf.ts';
import { person } from '../lib/people.ts';
import { Rng } from '../lib/rng.ts';
import { synthesize } from '../lib/synth.ts';
import { type Column, renderLedger, type Row } from '../lib/table.ts';
import type { Family, RenderSpec, Rendered, TruthTransaction } from '../lib/types.ts';

const ID = 'pt-debito-credito';

export const family: Family = {
  id: ID,
  description:
    'Caixa Geral de Depósitos-like: Data Mov. | Data Valor | Descritivo | Débito | Crédito | Saldo Contabilístico; yyyy-MM-dd; 1 234,56 or 1.234,56 by seed; balance on every row',
  async render(spec: RenderSpec): Promise<Rendered> {
    const rng = new Rng(`${ID}:${spec.seed}`);
    const look = chooseLook(rng, { fonts: ['helvetica', 'times', 'courier'], sizes: [7, 8.5], lead: [1.2, 1.35], gap: [1, 4], pages: ['A4'], dx: 8 });
    const f = features(spec.seed);
    const ym = randomYearMonth(rng);
    const start = iso(ym.y, ym.m, 1);
    const end = iso(ym.y, ym.m, daysInMonth(ym.y, ym.m));
    const holder = person(rng, 'PT');
    const conta = `${rng.digits(4)}${rng.digits(9)}${rng.digits(3)}`;
    const ibanStr = iban('PT', `0035${conta}${rng.digits(5)}`);
    const nf = rng.chance(0.5) ? NF_FR : NF_DE;
    const ctx = { cardLast4: rng.digits(4), holderFirst: holder.first, holderLast: holder.last };
    const stmt = synthesize(
      rng.fork('txns'),
      {
        start,
        end,
        count: rng.int(10, 88),
        recurring: ['salary', 'rent', 'utility', 'telecom', 'insurance', 'subscription'],
        mix: { grocery: 15, restaurant: 9, fuel: 4, online: 5, contactless: 4, atm: 6, transfer_out: 6, transfer_in: 4, refund: 1, fee: 2 },
        large: f.large,
        tiny: f.tiny,
        burst: f.burst,
        balance: f.overdraft ? 'crossing' : 'positive',
        valueDates: 'card-earlier',
      },
      ptDescriber(rng.fork('desc'), ctx),
    );
    const { ins, outs } = totals(stmt.entries.map((e) => e.amount));
    const page = PAGE_DIMS.A4;
    const L = 30 + look.dx;
    const R = page.w - 30;
    const mono = look.fontKey === 'courier';
    const dw = mono ? 52 : 44;
    const descW = R - L - 2 * dw - 10 - 3 * 66;
    const cols: Column[] = [
      { key: 'dmov', title: ['Data Mov.'], x: L, w: dw, align: 'left' },
      { key: 'dval', title: ['Data Valor'], x: L + dw + 4, w: dw, align: 'left' },
      { key: 'desc', title: ['Descritivo'], x: L + 2 * dw + 10, w: descW, align: 'left' },
      { key: 'deb', title: ['Débito'], x: R - 198, w: 62, align: 'right' },
      { key: 'cre', title: ['Crédito'], x: R - 132, w: 62, align: 'right' },
      { key: 'saldo', title: ['Saldo', 'Contabilístico'], x: R - 66, w: 66, align: 'right' },
    ];
    const style = tableStyle(look, {
      left: L,
      right: R,
      headRule: 'under',
      headFill: '#e1eef8',
      headColor: '#00539b',
      headLead: look.size + 1.5,
      zebra: rng.chance(0.4) ? '#f3f7fb' : null,
    });
    let pageCount = 0;
    let transactions: TruthTransaction[] = [];
    const pdf = await buildPdf(
      { size: 'A4', password: spec.password, creationDate: creationDate(end, rng), title: 'Extrato Integrado', author: 'Caixa Geral de Depósitos', rng },
      (doc) => {
        const pen = new Pen(doc, look.fonts, look.size);
        const rows: Row[] = [
          {
            kind: 'open',
            cells: [
              { key: 'desc', lines: ['SALDO INICIAL'] },
              { key: 'saldo', lines: [fmtSigned(stmt.opening, nf)] },
            ],
            balanceAfter: stmt.opening,
            bold: true,
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
              printedBalance: e.balanceAfter,
              cells: [
                { key: 'dmov', lines: [fmt(e.date, 'yyyy-MM-dd')] },
                { key: 'dval', lines: [fmt(e.valueDate, 'yyyy-MM-dd')] },
                { key: 'desc', lines: desc },
                { key: e.amount.isNeg() ? 'deb' : 'cre', lines: [fmtAbs(e.amount, nf)] },
                { key: 'saldo', lines: [fmtSigned(e.balanceAfter, nf)] },
              ],
            }),
          );
        }
        rows.push({
          kind: 'close',
          bold: true,
          cells: [
            { key: 'desc', lines: ['SALDO FINAL'] },
            { key: 'deb', lines: [fmtAbs(outs, nf)] },
            { key: 'cre', lines: [fmtAbs(ins, nf)] },
            { key: 'saldo', lines: [fmtSigned(stmt.closing, nf)] },
          ],
        });
        const chrome = (p: number, total: number): void => {
          pen.rect(L, 34, 22, 22, { fill: '#00539b' });
          pen.text('cgd', L + 3, 41, { size: 9, font: 'Helvetica-Bold', color: '#ffffff' });
          pen.text('Caixa Geral de Depósitos', L + 28, 40, { size: 12, font: look.fonts.bold, color: '#00539b' });
          pen.text('EXTRATO INTEGRADO', R - 200, 36, { size: 10, font: look.fonts.bold, align: 'right', width: 200 });
          pen.text(`Período: ${fmt(start, 'yyyy-MM-dd')} a ${fmt(end, 'yyyy-MM-dd')}`, R - 200, 50, { size: 8, align: 'right', width: 200 });
          if (p === 0) {
            textBlock(pen, holder.address, R - 210, 86, 11, { size: 9 });
            keyValues(
              pen,
              [
                ['Conta D.O.', conta],
                ['IBAN', groupIban(ibanStr)],
                ['BIC/SWIFT', 'CGDIPTPL'],
                ['Titular', holder.name.toUpperCase()],
                ['Moeda', 'EUR'],
              ],
              { x: L, y: 86, width: 260, labelWidth: 60, lead: 11, size: 8.5 },
            );
            summaryBox(
              pen,
              [
                ['Saldo inicial', fmtSigned(stmt.opening, nf)],
                ['Total a débito', fmtAbs(outs, nf)],
                ['Total a crédito', fmtAbs(ins, nf)],
                ['Saldo final', fmtSigned(stmt.closing, nf)],
              ],
              {
                x: L + 4,
                y: 154,
                width: 200,
                lead: 10.5,
                size: 8,
                valueAlign: 'right',
                title: 'Resumo',
                fill: '#f2f2f2',
              },
            );
            pen.text('MOVIMENTOS DA CONTA À ORDEM', L, 232, { size: 9.5, font: look.fonts.bold, color: '#00539b' });
          } else pen.text(`Conta D.O. ${conta} (continuação)`, L, 74, { size: 8.5 });
          footer(pen, {
            pageNo: p + 1,
            pageCount: total,
            template: '{n}/{N}',
            x: L,
            width: R - L,
            y: page.h - 28,
            align: 'right',
            size: 8,
            legal: [
              'Caixa Geral de Depósitos, S.A. Sede: Av. João XXI, 63, 1000-300 Lisboa. Capital Social 3 844 143 735 Euros. Matrícula CRCL e NIPC 500 960 046.',
            ],
            legalY: page.h - 42,
          });
        };
        const res = renderLedger({ pen, pageSize: 'A4', cols, style, rows, frame: (p) => ({ top: p === 0 ? 248 : 92, bottom: page.h - 54 }), chrome });
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
        bank: 'Caixa Geral de Depósitos',
        documentType: 'bank_account',
        currency: 'EUR',
        accountLast4: conta.slice(-4),
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
