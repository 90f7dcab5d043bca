/** Fictional NZ co-operative bank printing mainframe-style monospaced lines with no table header. */
import type Decimal from 'decimal.js';
import { daysInMonth, fmt, iso } from '../lib/dates.ts';
import { FONTS, Pen } from '../lib/draw.ts';
import { chooseLook, creationDate, features, last4Digits, makeTruth, randomYearMonth, tableStyle, totals, txnRow } from '../lib/kit.ts';
import { nzDescriber } from '../lib/locales/en.ts';
import { fmtAbs, NF_EN } from '../lib/money.ts';
import { buildPdf, PAGE_DIMS } from '../lib/pdf.ts';
import { person } from '../lib/people.ts';
import { Rng } from '../lib/rng.ts';
import { synthesize } from '../lib/synth.ts';
import { renderLedger, type Row } from '../lib/table.ts';
import type { Family, RenderSpec, Rendered, TruthTransaction } from '../lib/types.ts';

const ID = 'ledger-no-header';

/** Greedy wrap by characters (monospace), breaking at spaces where possible. */
function wrapChars(s: string, width: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const word of s.split(' ')) {
    const cand = cur ? `${cur} ${word}` : word;
    if (cand.length <= width) cur = cand;
    else {
      if (cur) out.push(cur);
      cur = word;
      while (cur.length > width) {
        out.push(cur.slice(0, width));
        cur = cur.slice(width);
      }
    }
  }
  if (cur) out.push(cur);
  return out;
}

export const family: Family = {
  id: ID,
  description:
    'Fictional “Kea Savings Co-operative” (NZD): no table header; Courier; each row one padded text string (date dd/MM/yyyy, description, amount, balance); negatives as (12.30) or 12.30- by seed',
  async render(spec: RenderSpec): Promise<Rendered> {
    const rng = new Rng(`${ID}:${spec.seed}`);
    const look = chooseLook(rng, { fonts: ['courier'], sizes: [8, 10], lead: [1.1, 1.25], gap: [0, 0], pages: ['A4', 'LETTER'] });
    const f = features(spec.seed);
    const ym = randomYearMonth(rng);
    const start = iso(ym.y, ym.m, 1);
    const end = iso(ym.y, ym.m, daysInMonth(ym.y, ym.m));
    const holder = person(rng, 'NZ');
    const accountNo = `${rng.pick(['12', '38', '06'])}-${rng.digits(4)}-${rng.digits(7)}-${rng.pick(['00', '01', '02', '25'])}`;
    const paren = rng.chance(0.5);
    const ctx = { cardLast4: rng.digits(4), holderFirst: holder.first, holderLast: holder.last };
    const stmt = synthesize(
      rng.fork('txns'),
      {
        start,
        end,
        count: rng.int(18, 115),
        recurring: ['salary', 'rent', 'utility', 'telecom', 'insurance', 'subscription', 'savings'],
        mix: { grocery: 14, restaurant: 8, fuel: 5, online: 6, contactless: 6, atm: 4, transfer_out: 6, transfer_in: 4, refund: 1, fee: 1 },
        large: f.large,
        tiny: f.tiny,
        burst: f.burst,
        balance: f.overdraft ? 'crossing' : 'positive',
      },
      nzDescriber(rng.fork('desc'), ctx),
    );
    const { ins, outs } = totals(stmt.entries.map((e) => e.amount));
    const num = (d: Decimal): string => {
      const a = fmtAbs(d, NF_EN);
      if (!d.isNeg()) return paren ? `${a} ` : `${a} `;
      return paren ? `(${a})` : `${a}-`;
    };
    const descW = rng.int(32, 40);
    const amtW = 15;
    const line = (date: string, desc: string, amt: string, bal: string): string =>
      `${date.padEnd(10)}  ${desc.padEnd(descW)} ${amt.padStart(amtW)} ${bal.padStart(amtW)}`;
    const totalW = 10 + 2 + descW + 1 + amtW + 1 + amtW;
    const size = look.page;
    const page = PAGE_DIMS[size];
    const charW = look.size * 0.6;
    const L = Math.max(24, (page.w - totalW * charW) / 2 - rng.int(0, 20));
    const style = tableStyle(look, { left: L, right: L + totalW * charW, showHeader: false });
    const rule = '-'.repeat(totalW);
    let pageCount = 0;
    let transactions: TruthTransaction[] = [];
    const pdf = await buildPdf(
      { size, password: spec.password, creationDate: creationDate(end, rng), title: 'STMT', author: 'KSC', creator: 'SPOOL2PDF', rng },
      (doc) => {
        const pen = new Pen(doc, FONTS.courier, look.size);
        const raw = (kind: Row['kind'], lines: string[], extra: Partial<Row> = {}): Row => ({ kind, cells: [], raw: lines, ...extra });
        const rows: Row[] = [raw('open', [line(fmt(start, 'dd/MM/yyyy'), 'OPENING BALANCE', '', num(stmt.opening))], { balanceAfter: stmt.opening })];
        for (const e of stmt.entries) {
          const desc = e.lines.flatMap((l) => wrapChars(l, descW));
          const lines = desc.map((d, k) =>
            (k === 0 ? line(fmt(e.date, 'dd/MM/yyyy'), d, num(e.amount), num(e.balanceAfter)) : line('', d, '', '')).replace(/\s+$/, ''),
          );
          rows.push(
            txnRow({ date: e.date, descLines: desc, amount: e.amount, balanceAfter: e.balanceAfter, printedBalance: e.balanceAfter, cells: [], raw: lines }),
          );
        }
        rows.push(raw('close', [line(fmt(end, 'dd/MM/yyyy'), 'CLOSING BALANCE', '', num(stmt.closing))]));
        rows.push(raw('subtotal', [rule, line('', 'TOTAL DEBITS', num(outs.neg()), ''), line('', 'TOTAL CREDITS', num(ins), '')]));
        const header = (p: number, total: number): string[] => [
          `KEA SAVINGS CO-OPERATIVE${'STATEMENT OF ACCOUNT'.padStart(totalW - 24)}`,
          `PO BOX 4471, NELSON 7040${`PAGE ${p + 1} OF ${total}`.padStart(totalW - 24)}`,
          '',
          `ACCOUNT ${accountNo}  ${'EVERYDAY SAVER'}`,
          `${holder.name.toUpperCase()}`,
          `STATEMENT PERIOD ${fmt(start, 'dd/MM/yyyy')} TO ${fmt(end, 'dd/MM/yyyy')}`,
          rule,
        ];
        const chrome = (p: number, total: number): void => {
          for (const [k, t] of header(p, total).entries())
            pen.text(t, L, 40 + k * look.lead, { font: k < 2 ? FONTS.courier.bold : FONTS.courier.regular, size: look.size });
          if (p === 0) for (const [k, t] of holder.address.slice(1).entries()) pen.text(t, L, 40 + (7 + k) * look.lead, { size: look.size });
          pen.text(`${rule.slice(0, totalW)}`, L, page.h - 46, { size: look.size });
          pen.text('KSC/STMT/R07  ** END OF PAGE **'.padEnd(totalW), L, page.h - 46 + look.lead, { size: look.size * 0.9 });
        };
        const firstTop = 40 + (7 + holder.address.length) * look.lead + look.lead;
        const res = renderLedger({
          pen,
          pageSize: size,
          cols: [],
          style,
          rows,
          frame: (p) => ({ top: p === 0 ? firstTop : 40 + 8 * look.lead, bottom: page.h - 52 }),
          chrome,
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
        bank: 'Unknown',
        documentType: 'bank_account',
        currency: 'NZD',
        accountLast4: last4Digits(accountNo),
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
