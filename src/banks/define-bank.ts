/**
 * `defineBank`: a bank is data. A profile says how to recognise the bank's statements and which
 * locale conventions they follow; the engine does the reading. Profiles are validated when they
 * load, and the messages name the bank and show the right form.
 */
import type { DateOrder, DecimalSeparator } from '../engine/types.ts';

export interface BankDetection {
  /** Legal and trading names as printed on statements ("HSBC UK Bank plc"). Strong evidence. */
  names?: string[];
  /** BIC/SWIFT codes (8 or 11 characters; the first 6 are matched). Strong evidence. */
  bics?: string[];
  /** Web domains printed on statements ("hsbc.co.uk"). Strong evidence. */
  domains?: string[];
  /** Phrases typical of the bank's statements. Weak evidence, one point each. */
  phrases?: string[];
}

export interface BankProfile {
  /** `<bank>-<country>`, kebab-case: "hsbc-gb". */
  id: string;
  /** Display name reported as `metadata.bank`. */
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** ISO 4217 default currency. */
  currency: string;
  documentType?: 'bank_account' | 'credit_card';
  detect: BankDetection;
  locale?: { dateOrder?: DateOrder; decimal?: DecimalSeparator };
  /** Where the conventions were learned (public sample statements, help pages). */
  source?: string;
}

const ID_FORM = /^[a-z0-9]+(?:-[a-z0-9]+)*-[a-z]{2}$/;

export function defineBank(profile: BankProfile): BankProfile {
  const where = `Bank profile ${JSON.stringify(profile?.id ?? profile?.name ?? '?')}`;
  const fail = (message: string, form: string): never => {
    throw new TypeError(`${where}: ${message}. Expected for example ${form}.`);
  };
  if (typeof profile?.id !== 'string' || !ID_FORM.test(profile.id)) fail('id must be <bank>-<country> in kebab-case', `id: 'hsbc-gb'`);
  if (!profile.id.endsWith(`-${profile.country?.toLowerCase()}`)) fail(`id must end with the country code "-${String(profile.country).toLowerCase()}"`, `id: 'hsbc-gb', country: 'GB'`);
  if (!/^[A-Z]{2}$/.test(profile.country)) fail('country must be an ISO 3166-1 alpha-2 code', `country: 'GB'`);
  if (!/^[A-Z]{3}$/.test(profile.currency)) fail('currency must be an ISO 4217 code', `currency: 'GBP'`);
  if (typeof profile.name !== 'string' || profile.name.trim() === '') fail('name must be the display name', `name: 'HSBC UK'`);
  const strong = [...(profile.detect?.names ?? []), ...(profile.detect?.bics ?? []), ...(profile.detect?.domains ?? [])];
  if (strong.length === 0) fail('detect needs at least one name, BIC or domain', `detect: { names: ['HSBC UK Bank plc'], domains: ['hsbc.co.uk'] }`);
  for (const bic of profile.detect.bics ?? []) {
    if (!/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) fail(`BIC "${bic}" is not 8 or 11 characters`, `bics: ['HBUKGB4B']`);
  }
  return Object.freeze(profile);
}
