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

function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function scoreProfile(profile: BankProfile, folded: string, upper: string): number {
  const has = (needle: string) => new RegExp(`(^|[^a-z0-9])${escape(fold(needle))}($|[^a-z0-9])`).test(folded);
  let score = 0;
  for (const name of profile.detect.names ?? []) if (has(name)) score += STRONG;
  for (const domain of profile.detect.domains ?? []) if (has(domain)) score += STRONG;
  for (const bic of profile.detect.bics ?? []) if (new RegExp(`\\b${bic.slice(0, 6)}[A-Z0-9]{2}([A-Z0-9]{3})?\\b`).test(upper)) score += STRONG;
  for (const phrase of profile.detect.phrases ?? []) if (has(phrase)) score += WEAK;
  return score;
}

export function detectBank(text: string, profiles: readonly BankProfile[]): Detection {
  const folded = fold(text);
  const upper = text.toUpperCase();
  let best = 0;
  let candidates: BankProfile[] = [];
  for (const profile of profiles) {
    const score = scoreProfile(profile, folded, upper);
    if (score < MIN_SCORE || score < best) continue;
    if (score > best) {
      best = score;
      candidates = [];
    }
    candidates.push(profile);
  }
  return { profile: candidates.length === 1 ? (candidates[0] as BankProfile) : null, candidates, score: best };
}
