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
  /** Every profile with any evidence, best first. */
  scores: ProfileScore[];
}

const STRONG = 3;
const WEAK = 1;
/** A profile needs at least one strong match to be chosen. */
export const MIN_DETECTION_SCORE = STRONG;
const MIN_SCORE = MIN_DETECTION_SCORE;

/** Lower case, no accents, runs of spaces as one; `keepLines` keeps line breaks (for the letterhead). */
function fold(text: string, keepLines = false): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(keepLines ? /[^\S\n]+/g : /\s+/g, ' ');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A profile's score on a document, and the evidence that made it (for `bsc inspect --explain`). */
export interface ProfileScore {
  profile: BankProfile;
  score: number;
  /** What matched: `name "HSBC UK Bank plc"`, `BIC HBUKGB4B`, `letterhead "HSBC UK"`, ... */
  matched: string[];
}

/** A phrase as a whole-word pattern over folded text, compiled once: every document is scored against every profile. */
const phrasePatterns = new Map<string, RegExp>();
function phrasePattern(phrase: string): RegExp {
  let pattern = phrasePatterns.get(phrase);
  if (!pattern) {
    pattern = new RegExp(`(^|[^a-z0-9])${escapeRegExp(fold(phrase))}($|[^a-z0-9])`);
    phrasePatterns.set(phrase, pattern);
  }
  return pattern;
}

export function scoreProfile(profile: BankProfile, folded: string, upper: string, lines: string[] = []): ProfileScore {
  const has = (needle: string) => phrasePattern(needle).test(folded);
  const matched: string[] = [];
  let score = 0;
  const add = (points: number, what: string) => {
    score += points;
    matched.push(what);
  };
  for (const name of profile.detect.names ?? []) if (has(name)) add(STRONG, `name "${name}"`);
  for (const domain of profile.detect.domains ?? []) if (has(domain)) add(STRONG, `domain ${domain}`);
  for (const bic of profile.detect.bics ?? []) if (new RegExp(`\\b${bic.slice(0, 6)}[A-Z0-9]{2}([A-Z0-9]{3})?\\b`).test(upper)) add(STRONG, `BIC ${bic}`);
  for (const phrase of profile.detect.phrases ?? []) if (has(phrase)) add(WEAK, `phrase "${phrase}"`);
  const head = [profile.name, ...(profile.aliases ?? [])].find(letterhead);
  if (head) add(STRONG, `letterhead "${head}"`);
  return { profile, score, matched };

  /**
   * The bank's display name (or an alias) printed at the top of the first page and again through
   * the document (a letterhead, a footer on every page) is the issuer, not a counterparty named in
   * one row. Generic phrases ("Statement of Account") never count this way.
   */
  function letterhead(phrase: string): boolean {
    const pattern = phrasePattern(phrase);
    return lines.slice(0, LETTERHEAD_LINES).some((l) => pattern.test(l)) && lines.filter((l) => pattern.test(l)).length >= LETTERHEAD_REPEATS;
  }
}

/** The letterhead stands within the document's first lines... */
const LETTERHEAD_LINES = 5;
/** ...and the issuer's name comes back at least this often (footers, page headers). */
const LETTERHEAD_REPEATS = 3;

/** Every profile with any evidence in the document, best first. */
export function scoreProfiles(text: string, profiles: readonly BankProfile[]): ProfileScore[] {
  const folded = fold(text);
  const lines = fold(text, true).split('\n');
  const upper = text.toUpperCase();
  return profiles
    .map((profile) => scoreProfile(profile, folded, upper, lines))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.profile.id.localeCompare(b.profile.id));
}

/**
 * The profile for this document: the best score of at least one strong match; a tie is an
 * ambiguity (no profile). `preferred` profiles (the caller's own) that qualify outrank all others.
 */
export function detectBank(text: string, profiles: readonly BankProfile[], preferred: (profile: BankProfile) => boolean = () => false): Detection {
  const scores = scoreProfiles(text, profiles);
  const qualified = scores.filter((s) => s.score >= MIN_SCORE);
  const own = qualified.filter((s) => preferred(s.profile));
  const pool = own.length > 0 ? own : qualified;
  const best = pool[0]?.score ?? 0;
  const candidates = pool.filter((s) => s.score === best).map((s) => s.profile);
  return { profile: candidates.length === 1 ? (candidates[0] as BankProfile) : null, candidates, score: best, scores };
}
