/**
 * The bank registry: every profile, sorted by id, ids unique. Callers may add their own profiles
 * with `registerBank` and force one by id.
 */
import type { BankProfile } from './define-bank.ts';
import { PROFILES } from './all.ts';

export { defineBank, type BankProfile } from './define-bank.ts';
export { detectBank, type Detection } from './detect.ts';
export { toBankHint } from './define-bank.ts';

const registry = new Map<string, BankProfile>();
for (const profile of PROFILES) addProfile(profile);

function addProfile(profile: BankProfile): void {
  if (registry.has(profile.id)) throw new TypeError(`Bank profile "${profile.id}" is registered twice.`);
  registry.set(profile.id, profile);
}

/** Adds a caller's own profile (made with `defineBank`); ids must be unique. */
export function registerBank(profile: BankProfile): void {
  addProfile(profile);
}

/** True once a caller has added a profile of its own (it lives in the caller's thread only). */
export function hasCallerBanks(): boolean {
  return registry.size > PROFILES.length;
}

/** Every registered profile, sorted by id. */
export function listBanks(): BankProfile[] {
  return [...registry.values()].sort((a, b) => a.id.localeCompare(b.id));
}

export function getBank(id: string): BankProfile | undefined {
  return registry.get(id);
}
