/**
 * Headings a bank profile says set the side of the rows under them ("Deposits and other
 * additions": money in). They outrank the built-in vocabulary of such headings, above a table and
 * inside one. Set for the span of one synchronous reading by `withSideHeadings`, like the
 * document's money style: the reading passes no profile through the table finder.
 */
import { normalizeLabel } from './lines.ts';

export interface SideHeading {
  heading: string;
  side: 'in' | 'out';
}

let headings: Array<{ label: string; sign: 1 | -1 }> = [];

/** Runs `read` (the whole synchronous reading of one document) with the profile's side headings. */
export function withSideHeadings<T>(declared: readonly SideHeading[] | undefined, read: () => T): T {
  const before = headings;
  headings = (declared ?? [])
    .map((h) => ({ label: normalizeLabel(h.heading), sign: h.side === 'in' ? (1 as const) : (-1 as const) }))
    .filter((h) => h.label !== '');
  try {
    return read();
  } finally {
    headings = before;
  }
}

/** The side a profile's heading gives a normalised label, or undefined when none of them is in it. */
export function profileHeadingSign(label: string): 1 | -1 | undefined {
  return headings.find((h) => label.includes(h.label))?.sign;
}
