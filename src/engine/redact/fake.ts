/**
 * Fake values of the same shape: each character of a word replaced by one of the same class
 * (upper-case letter, lower-case letter, digit), drawn from the characters the font can print,
 * other characters kept. The choice is keyed (SHA-256 of a random per-file key and the original),
 * so the same original gets the same fake throughout a file and nothing links it back without
 * the key, which is never stored.
 */
export type CharClass = 'upper' | 'lower' | 'digit' | 'other';

export function charClass(text: string): CharClass {
  const ch = text.normalize('NFD')[0] ?? '';
  if (/\p{Nd}/u.test(ch)) return 'digit';
  if (/\p{Lu}/u.test(ch)) return 'upper';
  if (/\p{L}/u.test(ch)) return 'lower';
  return 'other';
}

export type Pools = Record<Exclude<CharClass, 'other'>, readonly string[]>;

export interface FakeOptions {
  /** Refuse a fake for which this is true (a reference number that became a date), and draw again. */
  reject?: (fake: string) => boolean;
}

const ATTEMPTS = 8;

async function stream(key: Uint8Array, text: string, attempt: number, length: number): Promise<Uint8Array> {
  const out = new Uint8Array(length);
  const prefix = new TextEncoder().encode(`${attempt}\u0000${text}\u0000`);
  for (let block = 0, filled = 0; filled < length; block++) {
    const input = new Uint8Array(key.length + prefix.length + 4);
    input.set(key);
    input.set(prefix, key.length);
    new DataView(input.buffer).setUint32(key.length + prefix.length, block);
    const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', input));
    out.set(digest.subarray(0, Math.min(digest.length, length - filled)), filled);
    filled += digest.length;
  }
  return out;
}

/**
 * The fake of `original`, position by position: `classes[i]` says what kind of character stands
 * at position i and `pools[i]` what may replace it (undefined keeps it). Returns the original
 * when no other value is possible (every pool of one character).
 */
export async function fakeOf(
  key: Uint8Array,
  original: readonly string[],
  classes: readonly CharClass[],
  pools: readonly (readonly string[] | undefined)[],
  options: FakeOptions = {},
): Promise<string[]> {
  const text = original.join('');
  let fallback: string[] = [...original];
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const random = await stream(key, text, attempt, original.length * 2);
    const fake = original.map((ch, i) => {
      const pool = pools[i];
      if (classes[i] === 'other' || !pool || pool.length === 0) return ch;
      const index = (((random[i * 2] as number) << 8) | (random[i * 2 + 1] as number)) % pool.length;
      return pool[index] as string;
    });
    const joined = fake.join('');
    if (joined === text && pools.some((p, i) => p && p.length > 1 && classes[i] !== 'other')) continue;
    if (options.reject?.(joined)) {
      fallback = fake;
      continue;
    }
    return fake;
  }
  return fallback;
}

/** A fresh random key for one file. */
export function newKey(): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(32));
}
