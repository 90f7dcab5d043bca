/**
 * Deterministic bank-statement corpus generator.
 *
 *   generateStatement('uk-paidout-paidin', 3)               → { pdf, truth }
 *   generateStatement('in-indian-grouping', 1, { password }) → encrypted copy, truth.password set
 *
 * Same (family, seed, password) ⇒ identical truth and identical PDF bytes.
 */
import { FAMILY_LIST } from './families/index.ts';
import type { Family, Rendered, Truth } from './lib/types.ts';

export type { Family, Rendered, Truth, TruthStatement, TruthTransaction } from './lib/types.ts';

export const FAMILIES: readonly string[] = FAMILY_LIST.map((f) => f.id);

export function getFamily(id: string): Family {
  const f = FAMILY_LIST.find((x) => x.id === id);
  if (!f) throw new Error(`unknown statement family "${id}" (known: ${FAMILIES.join(', ')})`);
  return f;
}

export async function generateStatement(familyId: string, seed: number, options: { password?: string } = {}): Promise<{ pdf: Buffer; truth: Truth }> {
  if (!Number.isInteger(seed) || seed < 0) throw new Error(`seed must be a non-negative integer, got ${seed}`);
  const r: Rendered = await getFamily(familyId).render({ familyId, seed, password: options.password ?? null });
  return { pdf: r.pdf, truth: r.truth };
}

/** Families that get password-protected copies in generated sets, with the encryption each uses. */
export const PROTECTED_FAMILIES: readonly string[] = ['in-indian-grouping', 'uk-paidout-paidin', 'es-importe-saldo', 'card-amex-like'];
