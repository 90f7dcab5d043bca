/**
 * The bank registry: the built-in profiles and the caller's own. A caller's profile (made with
 * `defineBank`, or read from a profile file) is added with `registerBank`; it may replace a
 * built-in one with the same id only when it says so (`override: true`). In detection a caller's
 * profile that matches at all outranks the built-in ones: the user wrote it for their statements.
 */
import { type BankProfile, defineBank } from './define-bank.ts';
import { PROFILES } from './all.ts';

export { defineBank, type BankProfile } from './define-bank.ts';
export { MIN_DETECTION_SCORE, detectBank, scoreProfiles, type Detection, type ProfileScore } from './detect.ts';
export { toBankHint } from './define-bank.ts';

const builtIn = new Map<string, BankProfile>();
for (const profile of PROFILES) {
  if (builtIn.has(profile.id)) throw new TypeError(`Bank profile "${profile.id}" is registered twice.`);
  builtIn.set(profile.id, profile);
}
/** The caller's profiles, in the order they were registered. */
const callers = new Map<string, BankProfile>();

/**
 * Adds a caller's own profile (made with `defineBank`). An id already taken is an error unless the
 * profile says `override: true`, which replaces the one registered before (built-in or the caller's).
 */
export function registerBank(profile: BankProfile): void {
  const taken = callers.has(profile.id) || builtIn.has(profile.id);
  if (taken && profile.override !== true) {
    throw new TypeError(`Bank profile "${profile.id}" is registered twice. To replace the registered profile deliberately, give the new one override: true.`);
  }
  callers.delete(profile.id);
  callers.set(profile.id, profile);
}

/** Removes every profile the caller added (built-in ones replaced by them come back). */
export function clearCallerBanks(): void {
  callers.clear();
  lastUsed = '[]';
}

/**
 * Makes `profiles` the caller's profiles (a worker thread receives the caller's data-only profiles
 * with each task): nothing is redone when they are the ones already in place.
 */
export function useCallerBanks(profiles: readonly BankProfile[]): void {
  const key = JSON.stringify(profiles);
  if (key === lastUsed) return;
  clearCallerBanks();
  for (const profile of profiles) registerBank(defineBank(profile));
  lastUsed = key;
}
let lastUsed = '[]';

/** The caller's profiles, in the order they were registered. */
export function callerBanks(): BankProfile[] {
  return [...callers.values()];
}

/**
 * True while a caller's profile carries code (`transformWords`): code cannot be sent to a worker
 * thread, so such conversions run in the calling thread. Data-only profiles travel with each task.
 */
export function hasCallerCode(): boolean {
  return [...callers.values()].some((p) => p.transformWords !== undefined);
}

/** Every registered profile (a caller's replacing a built-in one with its id), sorted by id. */
export function listBanks(): BankProfile[] {
  const all = new Map(builtIn);
  for (const [id, profile] of callers) all.set(id, profile);
  return [...all.values()].sort((a, b) => a.id.localeCompare(b.id));
}

export function getBank(id: string): BankProfile | undefined {
  return callers.get(id) ?? builtIn.get(id);
}

/** True for a profile the caller registered (it outranks built-in ones in detection). */
export function isCallerBank(profile: BankProfile): boolean {
  return callers.get(profile.id) === profile;
}
