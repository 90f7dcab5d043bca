/** What the page reads off the converted statement JSON (docs/api.md, with `source=true`). */
import type { ConvertedSection, ConvertedStatement } from '../../wire-types.ts';

/** Below this OCR confidence a row's figures deserve a second look (the engine's own bar). */
export const LOW_CONFIDENCE = 0.8;

/** Row indexes that need a look: low OCR confidence, or a warning about that row's OCR. */
export function flaggedRows(statement: ConvertedStatement): Map<number, string[]> {
  const flags = new Map<number, string[]>();
  const add = (index: number, why: string) => flags.set(index, [...(flags.get(index) ?? []), why]);
  statement.transactions.forEach((row, index) => {
    if (row.source && row.source.confidence < LOW_CONFIDENCE) add(index, `low OCR confidence (${Math.round(row.source.confidence * 100)}%)`);
  });
  for (const warning of statement.warnings) {
    if (warning.transactionIndex === undefined) continue;
    if (warning.code === 'OCR_CORRECTION') add(warning.transactionIndex, 'OCR corrected');
    else if (warning.code === 'LOW_OCR_CONFIDENCE' && !flags.get(warning.transactionIndex)?.some((w) => w.startsWith('low OCR'))) add(warning.transactionIndex, 'low OCR confidence');
  }
  return flags;
}

/** The statement's rows in its sections (one section when the file holds one statement). */
export function sections(statement: ConvertedStatement): Array<{ title: string | null; section: ConvertedSection | null; rows: number[] }> {
  const all = statement.transactions.map((_, i) => i);
  const parts = statement.statements;
  if (!parts || parts.length < 2) return [{ title: null, section: null, rows: all }];
  const byAccount = parts.some((p) => p.accountNumber !== undefined);
  if (byAccount) {
    return parts.map((p) => ({
      title: `Account ${p.accountNumber ?? '(number not printed)'}`,
      section: p,
      rows: all.filter((i) => (statement.transactions[i]?.accountNumber ?? null) === (p.accountNumber ?? null)),
    }));
  }
  let start = 0;
  return parts.map((p, n) => {
    const rows = all.slice(start, start + p.transactionCount);
    start += p.transactionCount;
    return { title: `Statement ${n + 1}: ${p.periodStart ?? '?'} – ${p.periodEnd ?? '?'}`, section: p, rows };
  });
}
