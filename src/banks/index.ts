/**
 * The bank registry: every profile, sorted by id, ids unique. Callers may add their own profiles
 * with `registerBank` and force one by id.
 */
import type { BankProfile } from './define-bank.ts';
import au from './au/commbank.ts';
import ch from './ch/ubs.ts';
import deDeutsche from './de/deutsche-bank.ts';
import dePostbank from './de/postbank.ts';
import es from './es/santander.ts';
import fr from './fr/bnp-paribas.ts';
import gb from './gb/hsbc.ts';
import inHdfc from './in/hdfc.ts';
import it from './it/intesa-sanpaolo.ts';
import nl from './nl/ing.ts';
import pl from './pl/pko-bp.ts';
import pt from './pt/caixa-geral.ts';
import usAmex from './us/amex.ts';
import usChase from './us/chase.ts';
import usWells from './us/wells-fargo.ts';

export { defineBank, type BankProfile } from './define-bank.ts';
export { detectBank, type Detection } from './detect.ts';

const builtIn: BankProfile[] = [au, ch, deDeutsche, dePostbank, es, fr, gb, inHdfc, it, nl, pl, pt, usAmex, usChase, usWells];
const registry = new Map<string, BankProfile>();
for (const profile of builtIn) addProfile(profile);

function addProfile(profile: BankProfile): void {
  if (registry.has(profile.id)) throw new TypeError(`Bank profile "${profile.id}" is registered twice.`);
  registry.set(profile.id, profile);
}

/** Adds a caller's own profile (made with `defineBank`); ids must be unique. */
export function registerBank(profile: BankProfile): void {
  addProfile(profile);
}

/** Every registered profile, sorted by id. */
export function listBanks(): BankProfile[] {
  return [...registry.values()].sort((a, b) => a.id.localeCompare(b.id));
}

export function getBank(id: string): BankProfile | undefined {
  return registry.get(id);
}
