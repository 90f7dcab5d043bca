/**
 * Bank detection: every profile is scored against the document's text; strong evidence (legal
 * name, BIC, web domain) weighs more than typical phrases. One clear winner is used; a tie is an
 * ambiguity; nothing is a fallback to the generic parser.
 */
import type { BankProfile } from './define-bank.ts';

export interface Detection {
  profile: BankProfile | null;
  /** Profiles tied for the best score (more than one means ambiguity). */
  candidates: BankProfile[];
  score: number;
}

const STRONG = 3;
const WEAK = 1;
/** A profile needs at least one strong match to be chosen. */
const MIN_SCORE = STRONG;

/** Lower case, no accents, runs of spaces as one; `keepLines` keeps line breaks (for the letterhead). */
function fold(text: string, keepLines = false): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(keepLines ? /[^\S\n]+/g : /\s+/g, ' ');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function scoreProfile(profile: BankProfile, folded: string, upper: string, lines: string[] = []): number {
  const has = (needle: string) => new RegExp(`(^|[^a-z0-9])${escapeRegExp(fold(needle))}($|[^a-z0-9])`).test(folded);
  let score = 0;
  for (const name of profile.detect.names ?? []) if (has(name)) score += STRONG;
  for (const domain of profile.detect.domains ?? []) if (has(domain)) score += STRONG;
  for (const bic of profile.detect.bics ?? []) if (new RegExp(`\\b${bic.slice(0, 6)}[A-Z0-9]{2}([A-Z0-9]{3})?\\b`).test(upper)) score += STRONG;
  for (const phrase of profile.detect.phrases ?? []) if (has(phrase)) score += WEAK;
  if ([profile.name, ...(profile.aliases ?? [])].some(letterhead)) score += STRONG;
  return score;

  /**
   * The bank's display name (or an alias) printed at the top of the first page and again through
   * the document (a letterhead, a footer on every page) is the issuer, not a counterparty named in
   * one row. Generic phrases ("Statement of Account") never count this way.
   */
  function letterhead(phrase: string): boolean {
    const pattern = new RegExp(`(^|[^a-z0-9])${escapeRegExp(fold(phrase))}($|[^a-z0-9])`);
    return lines.slice(0, LETTERHEAD_LINES).some((l) => pattern.test(l)) && lines.filter((l) => pattern.test(l)).length >= LETTERHEAD_REPEATS;
  }
}

/** The letterhead stands within the document's first lines... */
const LETTERHEAD_LINES = 5;
/** ...and the issuer's name comes back at least this often (footers, page headers). */
const LETTERHEAD_REPEATS = 3;

export function detectBank(text: string, profiles: readonly BankProfile[]): Detection {
  const folded = fold(text);
  const lines = fold(text, true).split('\n');
  const upper = text.toUpperCase();
  let best = 0;
  let candidates: BankProfile[] = [];
  for (const profile of profiles) {
    const score = scoreProfile(profile, folded, upper, lines);
    if (score < MIN_SCORE || score < best) continue;
    if (score > best) {
      best = score;
      candidates = [];
    }
    candidates.push(profile);
  }
  return { profile: candidates.length === 1 ? (candidates[0] as BankProfile) : null, candidates, score: best };
}
