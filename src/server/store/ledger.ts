/** Rules of the usage ledger shared by both stores. */

/** The UTC calendar day of `now`, the unit of the anonymous page allowance. */
export const utcDay = (now: number): string => new Date(now).toISOString().slice(0, 10);

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A charge only ever takes credits: a negative or fractional amount is a bug (or a PDF that got
 * past the page checks) and must never turn into credits (review C2).
 */
export function assertChargeable(perFile: ReadonlyArray<{ uuid: string; pages: number }>): void {
  for (const f of perFile) {
    if (!Number.isSafeInteger(f.pages) || f.pages < 0) throw new Error(`Refusing to charge ${f.pages} page(s) for file ${f.uuid}.`);
  }
}

/** Splits each file's pages between free and paid credits, free first (docs/api.md, "Credits"). */
export function splitCredits(
  perFile: ReadonlyArray<{ uuid: string; pages: number }>,
  freeCredits: number,
  paidCredits: number,
): { rows: Array<{ uuid: string; pages: number; free: number; paid: number }>; free: number; paid: number } {
  let free = freeCredits;
  let paid = paidCredits;
  const rows: Array<{ uuid: string; pages: number; free: number; paid: number }> = [];
  for (const f of perFile) {
    if (f.pages === 0) continue;
    const fromFree = Math.min(free, f.pages);
    const fromPaid = f.pages - fromFree;
    free -= fromFree;
    paid -= fromPaid;
    rows.push({ uuid: f.uuid, pages: f.pages, free: fromFree, paid: fromPaid });
  }
  return { rows, free, paid };
}

/** The user id in an owner `user:<id>`, or null for an anonymous owner. */
export const userIdOfOwner = (owner: string): number | null => {
  const id = /^user:(\d+)$/.exec(owner)?.[1];
  return id ? Number(id) : null;
};
