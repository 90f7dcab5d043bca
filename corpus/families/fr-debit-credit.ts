/** BNP Paribas-like relevé de compte: Date | Libellé | Valeur | Débit | Crédit. */
import type Decimal from 'decimal.js';
import { daysInMonth, fmt, iso, parse } from '../lib/dates.ts';
import { bankMark, footer, keyValues, Pen, textBlock } from '../lib/draw.ts';
import { chooseLook, creationDate, features, groupIban, iban, makeTruth, randomYearMonth, tableStyle, totals, txnRow, wrapSegments } from '../lib/kit.ts';
import { frDescriber } from '../lib/locales/eu.ts';
import { fmtAbs, NF_FR } from '../lib/money.ts';
import { buildPdf, PAGE_DIMS } from '../lib/pdf.ts';
import { person } from '../lib/people.ts';
import { Rng } from '../lib/rng.ts';
import { synthesize } from '../lib/synth.ts';
import { type Column, renderLedger, type Row } from '../lib/table.ts';
import type { Family, RenderSpec, Rendered, TruthTransaction } from '../lib/types.ts';

const ID = 'fr-debit-credit';

function frLong(d: string): string {
  const { d: day } = parse(d);
  return `${day === 1 ? '1er' : day} ${fmt(d, 'MMMM yyyy', 'fr')}`;
}

export const family: Family = {
  id: ID,
  description:
    'BNP Paribas-like: Date | Libellé | Valeur | Débit | Crédit; dd/MM/yyyy or dd.MM dates; 1 234,56; SOLDE CRÉDITEUR/DÉBITEUR rows, TOTAL DES OPÉRATIONS; period “du 1er mars 2025 au 31 mars 2025”',
  async render(spec: RenderSpec): Promise<Rendered> {
    const rng = new Rng(`${ID}:${spec.seed}`);
    const look = chooseLook(rng, { fonts: ['helvetica', 'times', 'helvetica'], sizes: [7.5, 9], lead: [1.15, 1.3], gap: [1.5, 4], dx: 8 });
    const f = features(spec.seed);
    const ym = randomYearMonth(rng);
    const start = iso(ym.y, ym.m, 1);
    const end = iso(ym.y, ym.m, daysInMonth(ym.y, ym.m));
    const holder = person(rng, 'FR');
    const guichet = rng.digits(5);
    const compte = `000${rng.digits(8)}`;
    const ibanStr = iban('FR', `30004${guichet}${compte}${rng.digits(2)}`);
    const ctx = { cardLast4: rng.digits(4), holderFirst: holder.first, holderLast: holder.last };
    const stmt = synthesize(
      rng.fork('txns'),
      {
        start,
        end,
        count: rng.int(10, 70),
        recurring: ['salary', 'rent', 'utility', 'telecom', 'insurance', 'subscription', 'savings'],
        mix: {
          grocery: 14,
          restaurant: 8,
          fuel: 3,
          online: 6,
          contactless: 3,
          atm: 5,
          transfer_out: 4,
          transfer_in: 3,
          refund: 1,
          fee: 2,
          cheque: 2,
          deposit: 1,
        },
        large: f.large,
        tiny: f.tiny,
        burst: f.burst,
        balance: f.overdraft ? 'crossing' : 'positive',
        businessDays: true,
        valueDates: 'mixed',
      },
      frDescriber(rng.fork('desc'), ctx),
    );
    const { ins, outs } = totals(stmt.entries.map((e) => e.amount));
    const short = rng.chance(0.5);
    const dfmt = short ? 'dd.MM' : 'dd/MM/yyyy';
    const page = PAGE_DIMS.A4;
    const L = 36 + look.dx;
    const R = page.w - 36;
    const dw = short ? 30 : 46;
    const libW = R - L - 2 * dw - 170;
    const cols: Column[] = [
      { key: 'date', title: ['Date'], x: L, w: dw, align: 'left' },
      { key: 'lib', title: ['Libellé'], x: L + dw + 6, w: libW, align: 'left', titleAlign: 'center' },
      { key: 'val', title: ['Valeur'], x: L + dw + 12 + libW, w: dw, align: 'left' },
      { key: 'deb', title: ['Débit'], x: R - 150, w: 70, align: 'right', titleAlign: 'center' },
      { key: 'cre', title: ['Crédit'], x: R - 72, w: 70, align: 'right', titleAlign: 'center' },
    ];
    const style = tableStyle(look, { left: L, right: R, headRule: 'box', headFill: '#e3efe8', colRules: [] });
    const soldeLabel = (b: Decimal, prefix: string, d: string): string => `${prefix}SOLDE ${b.isNeg() ? 'DÉBITEUR' : 'CRÉDITEUR'} AU ${fmt(d, 'dd.MM.yyyy')}`;
    let pageCount = 0;
    let transactions: TruthTransaction[] = [];
    const pdf = await buildPdf(
      { size: 'A4', password: spec.password, creationDate: creationDate(end, rng), title: 'Relevé de compte', author: 'BNP Paribas', rng },
      (doc) => {
        const pen = new Pen(doc, look.fonts, look.size);
        const amtCell = (b: Decimal) => ({ key: b.isNeg() ? 'deb' : 'cre', lines: [fmtAbs(b, NF_FR)] });
        const rows: Row[] = [
          {
            kind: 'open',
            bold: true,
            cells: [{ key: 'lib', lines: [soldeLabel(stmt.opening, '', start)] }, amtCell(stmt.opening)],
            balanceAfter: stmt.opening,
          },
        ];
        for (const e of stmt.entries) {
          const desc = wrapSegments(pen, e.lines, libW, look.fonts.regular, look.size);
          rows.push(
            txnRow({
              date: e.date,
              valueDate: e.valueDate,
              descLines: desc,
              amount: e.amount,
              balanceAfter: e.balanceAfter,
              printedBalance: null,
              cells: [
                { key: 'date', lines: [fmt(e.date, dfmt)] },
                { key: 'lib', lines: desc },
                { key: 'val', lines: [fmt(e.valueDate, dfmt)] },
                amtCell(e.amount),
              ],
            }),
          );
        }
        rows.push({
          kind: 'subtotal',
          bold: true,
          cells: [
            { key: 'lib', lines: ['TOTAL DES OPÉRATIONS'] },
            { key: 'deb', lines: [fmtAbs(outs, NF_FR)] },
            { key: 'cre', lines: [fmtAbs(ins, NF_FR)] },
          ],
        });
        rows.push({ kind: 'close', bold: true, cells: [{ key: 'lib', lines: [soldeLabel(stmt.closing, 'NOUVEAU ', end)] }, amtCell(stmt.closing)] });
        const chrome = (p: number, total: number): void => {
          bankMark(pen, { name: 'BNP PARIBAS', x: L, y: 34, style: 'square', color: '#00915a', size: 16 });
          pen.text('La banque d’un monde qui change', L + 22, 52, { size: 6.5, color: '#00915a' });
          if (p === 0) {
            textBlock(
              pen,
              [
                `BNP PARIBAS ${rng.fork('ag').pick(['PARIS OPERA', 'LYON BELLECOUR', 'NANTES GRASLIN'])}`,
                `${rng.fork('t').int(1, 60)} RUE DU COMMERCE`,
                'Téléphone : 3477',
                'Service gratuit + prix appel',
              ],
              L,
              80,
              9,
              { size: 7.5 },
            );
            textBlock(pen, holder.address, R - 220, 110, 11.5, { size: 9.5 });
            pen.text('RELEVÉ DE COMPTE CHÈQUES', L, 178, { size: 11, font: look.fonts.bold });
            pen.text(`du ${frLong(start)} au ${frLong(end)}`, L, 193, { size: 9.5 });
            keyValues(
              pen,
              [
                ['RIB :', `30004 ${guichet} ${compte} ${ibanStr.slice(-2)}`],
                ['IBAN :', groupIban(ibanStr)],
                ['BIC :', 'BNPAFRPPXXX'],
              ],
              { x: L, y: 210, width: 300, labelWidth: 36, lead: 10, size: 8 },
            );
            pen.text(`Compte de chèques n° ${compte}`, R - 220, 210, { size: 8, font: look.fonts.bold });
            pen.text(`en euros · ${holder.name.toUpperCase()}`, R - 220, 221, { size: 8 });
          } else {
            pen.text(`RELEVÉ DE COMPTE CHÈQUES · du ${frLong(start)} au ${frLong(end)}`, L, 78, { size: 8.5, font: look.fonts.bold });
            pen.text(`IBAN : ${groupIban(ibanStr)}`, L, 90, { size: 8 });
          }
          footer(pen, {
            pageNo: p + 1,
            pageCount: total,
            template: rng.fork('pg').pick(['P. {n}/{N}', 'Page {n} / {N}']),
            x: L,
            width: R - L,
            y: page.h - 30,
            align: 'right',
            size: 7.5,
            legal: [
              'BNP Paribas SA au capital de 2 261 621 342 € - Siège social : 16 boulevard des Italiens 75009 Paris - RCS Paris 662 042 449',
              'ORIAS n° 07 022 735 - www.orias.fr. Médiateur auprès de BNP Paribas : mediateur.bnpparibas.net',
            ],
            legalY: page.h - 52,
          });
        };
        const res = renderLedger({ pen, pageSize: 'A4', cols, style, rows, frame: (p) => ({ top: p === 0 ? 246 : 108, bottom: page.h - 62 }), chrome });
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
        bank: 'BNP Paribas',
        documentType: 'bank_account',
        currency: 'EUR',
        accountLast4: compte.slice(-4),
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
