/**
 * API keys: `bsc_<id>_<secret>`. The id (48 bits) finds the row; the secret (256 bits) is stored
 * only as its SHA-256 and compared in constant time, so neither a database leak nor response
 * timing reveals a usable key.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const KEY_PREFIX = 'bsc';
const ID_BYTES = 6;
/** 256 bits: far beyond the 128 bits that make a key unguessable, at no cost. */
const SECRET_BYTES = 32;
const KEY_SHAPE = /^bsc_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

export interface NewApiKey {
  id: string;
  /** The whole key, shown once to its owner and never stored. */
  token: string;
  secretHash: Buffer;
}

const hashSecret = (secret: string): Buffer => createHash('sha256').update(secret, 'utf8').digest();

export function generateApiKey(): NewApiKey {
  const id = randomBytes(ID_BYTES).toString('hex');
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  return { id, token: `${KEY_PREFIX}_${id}_${secret}`, secretHash: hashSecret(secret) };
}

/** Splits a presented key into id and secret; null when it cannot be one of ours. */
export function parseApiKey(token: string): { id: string; secret: string } | null {
  const match = KEY_SHAPE.exec(token);
  return match ? { id: match[1] as string, secret: match[2] as string } : null;
}

export function secretMatches(secret: string, storedHash: Buffer): boolean {
  const presented = hashSecret(secret);
  return presented.length === storedHash.length && timingSafeEqual(presented, storedHash);
}
