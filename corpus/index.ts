/**
 * Deterministic bank-statement corpus generator.
 *
 *   generateStatement('uk-paidout-paidin', 3)               → { pdf, truth }
 *   generateStatement('in-indian-grouping', 1, { password }) → encrypted copy, truth.password set
 *
 *   generateScannedStatement('card-amex-like', 1, { dpi: 200 }) → image-only "scan" of the same statement
 *
 * Same (family, seed, password) ⇒ identical truth and identical PDF bytes; scans add the dpi.
 */
import { FAMILY_LIST } from './families/index.ts';
import { hashString } from './lib/rng.ts';
import { chooseScanParams, scanPdf } from './lib/scan.ts';
import type { Family, Rendered, Truth } from './lib/types.ts';

export type { Family, Rendered, Truth, TruthScan, TruthStatement, TruthTransaction } from './lib/types.ts';
export { chooseScanParams, scanPdf, type ScanOptions, type ScanParams } from './lib/scan.ts';

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

/** Resolutions at which generated sets include scanned variants. */
export const SCAN_DPIS: readonly number[] = [150, 200, 300];

/**
 * The statement rasterised at `dpi`, degraded like an office scan (seeded skew of 0.3–1.5° either way,
 * light blur and noise, JPEG quality 60–85) and wrapped into an image-only PDF. The truth is the text
 * statement's with `kind: "IMAGE_BASED"` and the degradations under `scan`. With a password the input
 * is generated encrypted and the scan is protected with the same password.
 */
export async function generateScannedStatement(
  familyId: string,
  seed: number,
  options: { dpi: number; password?: string },
): Promise<{ pdf: Buffer; truth: Truth }> {
  const { dpi } = options;
  if (!Number.isInteger(dpi) || dpi < 72 || dpi > 600) throw new Error(`dpi must be an integer within 72–600, got ${dpi}`);
  const text = await generateStatement(familyId, seed, options.password === undefined ? {} : { password: options.password });
  const scanSeed = hashString(`${familyId}:${seed}:scan${dpi}`);
  const scan = chooseScanParams(scanSeed, dpi);
  const pdf = await scanPdf(text.pdf, { ...scan, seed: scanSeed, ...(options.password === undefined ? {} : { password: options.password }) });
  return { pdf, truth: { ...text.truth, kind: 'IMAGE_BASED', scan } };
}
