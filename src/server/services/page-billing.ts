/**
 * What a PDF costs, from its pages' sizes. A credit buys one A4 page (or US Letter, or Legal) of
 * content: a larger page costs its area in A4 pages, rounded up, so three pages stacked onto one
 * tall page cost three (review M4). Pages beyond the PDF specification's size limit are refused.
 *
 * The numbers come from a child process that ran pdf.js over an untrusted file, so they are
 * checked here before anything is charged (review C2): a count below 1, or sizes that do not
 * match the count, reject the file.
 */
import type { PageSize } from '../../index.ts';

/** ISO A4 in points. */
const A4_AREA_PT2 = 595.28 * 841.89;
/**
 * A page may exceed A4 by this share of a page and still cost one credit: US Legal (612 × 1008 pt,
 * 1.23 A4) stays one page, and folding pages together gains at most a quarter page per page.
 */
const AREA_TOLERANCE_PAGES = 0.25;
/** ISO 32000-1 annex C: a page side is at most 14,400 units (200 inches). */
export const MAX_PAGE_SIDE_PT = 14_400;

export interface PagedAnalysis {
  numberOfPages: number;
  pageSizes: readonly PageSize[];
}

/** Credits for one page: its area in A4 pages, less the tolerance, rounded up, at least 1. */
export function creditsForPage(size: PageSize): number {
  return Math.max(1, Math.ceil((size.width * size.height) / A4_AREA_PT2 - AREA_TOLERANCE_PAGES));
}

/** Why these pages cannot be accepted, or null when they can. */
export function pageProblem(analysis: PagedAnalysis): string | null {
  const { numberOfPages, pageSizes } = analysis;
  if (!Number.isInteger(numberOfPages) || numberOfPages < 1) return `its page tree declares ${numberOfPages} pages`;
  if (!Array.isArray(pageSizes) || pageSizes.length !== numberOfPages) return 'its pages could not be measured';
  for (const [index, size] of pageSizes.entries()) {
    const sides = [size?.width, size?.height];
    if (!sides.every((side) => typeof side === 'number' && Number.isFinite(side) && side > 0)) return `page ${index + 1} has no usable size`;
    if (sides.some((side) => (side as number) > MAX_PAGE_SIDE_PT)) {
      return `page ${index + 1} is ${Math.round(size.width / 72)} × ${Math.round(size.height / 72)} inches, beyond the PDF limit of 200 inches a side`;
    }
  }
  return null;
}

/** Credits for a whole file; call `pageProblem` first. */
export function creditsForPages(pageSizes: readonly PageSize[]): number {
  return pageSizes.reduce((sum, size) => sum + creditsForPage(size), 0);
}
