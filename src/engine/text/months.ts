/**
 * Month-name vocabulary for EN/DE/FR/ES/IT/NL/PT statements.
 *
 * Lookup is case-insensitive, accent-insensitive (PDF text and OCR often lose accents: "Marz",
 * "aout", "fevr") and ignores a trailing abbreviation dot ("Sept.", "janv.").
 *
 * Names shared between languages always mean the same month here ("mar" = March in en/fr/it/es,
 * "set" = September in it/pt, "ago" = August in es/it/pt, "mai" = May in de/fr, "dez" = December
 * in de/pt), so nothing had to be dropped; `buildLookup` throws if a future edit introduces a
 * genuine conflict. Note that some entries are also ordinary words ("may", "set", "out", "mag");
 * callers only ever match whole date phrases, which keeps that harmless.
 */

/** Index 0 = January. Accents are written as printed; the lookup strips them. */
const NAMES_BY_MONTH: readonly (readonly string[])[] = [
  ['january', 'jan', 'januar', 'jänner', 'jän', 'janvier', 'janv', 'enero', 'ene', 'gennaio', 'gen', 'januari', 'janeiro'],
  ['february', 'feb', 'febr', 'februar', 'février', 'févr', 'febrero', 'febbraio', 'februari', 'fevereiro', 'fev'],
  ['march', 'mar', 'märz', 'mär', 'mrz', 'mars', 'marzo', 'maart', 'mrt', 'março'],
  ['april', 'apr', 'avril', 'avr', 'abril', 'abr', 'aprile'],
  ['may', 'mai', 'mayo', 'maggio', 'mag', 'mei', 'maio'],
  ['june', 'jun', 'juni', 'juin', 'junio', 'giugno', 'giu', 'junho'],
  ['july', 'jul', 'juli', 'juillet', 'juil', 'julio', 'luglio', 'lug', 'julho'],
  ['august', 'aug', 'août', 'aout', 'agosto', 'ago', 'augustus'],
  ['september', 'sep', 'sept', 'septembre', 'septiembre', 'setiembre', 'set', 'settembre', 'setembro'],
  ['october', 'oct', 'oktober', 'okt', 'octobre', 'octubre', 'ottobre', 'ott', 'outubro', 'out'],
  ['november', 'nov', 'novembre', 'noviembre', 'novembro'],
  ['december', 'dec', 'dezember', 'dez', 'décembre', 'déc', 'diciembre', 'dic', 'dicembre', 'dezembro'],
];

/** Lower-case, strip combining accents and a trailing dot so "Déc." and "dec" meet. */
export function normaliseMonthWord(word: string): string {
  return word
    .trim()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\.$/, '');
}

function buildLookup(): ReadonlyMap<string, number> {
  const lookup = new Map<string, number>();
  NAMES_BY_MONTH.forEach((names, index) => {
    for (const name of names) {
      const key = normaliseMonthWord(name);
      const existing = lookup.get(key);
      if (existing !== undefined && existing !== index + 1) {
        throw new Error(`month name "${name}" is ambiguous (${existing} vs ${index + 1})`);
      }
      lookup.set(key, index + 1);
    }
  });
  return lookup;
}

const MONTH_LOOKUP = buildLookup();

/** 1..12 for a month name or abbreviation in any supported language; null otherwise. */
export function monthFromName(word: string): number | null {
  return MONTH_LOOKUP.get(normaliseMonthWord(word)) ?? null;
}
