/**
 * Learning categories from the user's own history, offline and explainable: each new row is
 * compared with every past entry by the words of its payee and description (weighted by how
 * rare each word is in the history, TF-IDF cosine similarity), its direction (money in or out)
 * and the size of its amount; the most similar past entries vote for their category. The
 * proposal's confidence is the winning category's share of the vote times how similar its best
 * entry is; below the threshold the categoriser abstains. The reason names the past entries.
 */
import type { Decimal } from 'decimal.js';
import type { HistoryEntry } from './history.ts';

/** How many of the most similar past entries vote. */
const NEIGHBOURS = 5;
/** Past entries less similar than this do not vote at all. */
const MIN_SIMILARITY = 0.15;

type Vector = Map<string, number>;

export interface Proposal {
  category: string | null;
  confidence: number;
  reason: string;
}

/** Words of a text: letters only (numbers are references, not names), lower case, accents kept. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 2);
}

function features(payee: string, description: string, amount: Decimal | null): Vector {
  const v: Vector = new Map();
  const add = (token: string, weight: number) => v.set(token, Math.max(v.get(token) ?? 0, weight));
  for (const w of words(payee)) add(`w:${w}`, 1);
  for (const w of words(description)) add(`w:${w}`, 0.6);
  if (amount) {
    add(amount.isNegative() ? 'dir:out' : 'dir:in', 0.5);
    // The order of magnitude of the amount: rent and coffee from one landlord-café are told apart.
    add(`size:${amount.isZero() ? 0 : Math.floor(Math.log10(amount.abs().toNumber()))}`, 0.3);
  }
  return v;
}

function norm(v: Vector): number {
  let sum = 0;
  for (const x of v.values()) sum += x * x;
  return Math.sqrt(sum);
}

export class HistoryModel {
  private readonly idf = new Map<string, number>();
  private readonly vectors: { entry: HistoryEntry; vector: Vector; norm: number }[];

  constructor(private readonly entries: readonly HistoryEntry[]) {
    const raw = entries.map((e) => features(e.payee, e.description, e.amount));
    const df = new Map<string, number>();
    for (const v of raw) for (const token of v.keys()) df.set(token, (df.get(token) ?? 0) + 1);
    for (const [token, n] of df) this.idf.set(token, Math.log(1 + entries.length / n));
    this.vectors = raw.map((v, i) => {
      const weighted = this.weigh(v);
      return { entry: entries[i] as HistoryEntry, vector: weighted, norm: norm(weighted) };
    });
  }

  get size(): number {
    return this.entries.length;
  }

  private weigh(v: Vector): Vector {
    // A word the history never saw says nothing about its categories.
    const out: Vector = new Map();
    for (const [token, weight] of v) {
      const idf = this.idf.get(token);
      if (idf !== undefined) out.set(token, weight * idf);
    }
    return out;
  }

  propose(payee: string, description: string, amount: Decimal, threshold: number): Proposal {
    const query = this.weigh(features(payee, description, amount));
    const queryNorm = norm(query);
    if (queryNorm === 0 || !Array.from(query.keys()).some((k) => k.startsWith('w:')))
      return { category: null, confidence: 0, reason: 'abstained: no word of it appears in the history' };
    const scored = this.vectors
      .map(({ entry, vector, norm: n }) => {
        let dot = 0;
        for (const [token, weight] of query) dot += weight * (vector.get(token) ?? 0);
        return { entry, similarity: n === 0 ? 0 : dot / (n * queryNorm) };
      })
      .filter((s) => s.similarity >= MIN_SIMILARITY)
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, NEIGHBOURS);
    if (scored.length === 0) return { category: null, confidence: 0, reason: 'abstained: no similar past entry' };
    const votes = new Map<string, number>();
    for (const s of scored) votes.set(s.entry.category, (votes.get(s.entry.category) ?? 0) + s.similarity);
    const total = [...votes.values()].reduce((a, b) => a + b, 0);
    const [winner, weight] = [...votes].sort((a, b) => b[1] - a[1])[0] as [string, number];
    const best = scored.find((s) => s.entry.category === winner)?.similarity ?? 0;
    const confidence = Math.round((weight / total) * best * 100) / 100;
    const like = scored
      .filter((s) => s.entry.category === winner)
      .slice(0, 3)
      .map(
        (s) =>
          `"${s.entry.description}"${s.entry.date ? ` (${s.entry.date}` : ' ('}${s.entry.amount ? `${s.entry.date ? ', ' : ''}${s.entry.amount.toFixed()}` : ''}, similarity ${s.similarity.toFixed(2)})`,
      )
      .join('; ');
    const others = scored.filter((s) => s.entry.category !== winner).length;
    const detail = `${scored.length - others} of the ${scored.length} most similar past entries are ${winner}: ${like}`;
    if (confidence < threshold)
      return { category: null, confidence, reason: `abstained (confidence ${confidence.toFixed(2)} below ${threshold}): best guess ${winner}; ${detail}` };
    return { category: winner, confidence, reason: `history: ${detail}` };
  }
}
