/**
 * The browser build's counterpart of fitid.ts (esbuild picks it): the same ids, with a JavaScript
 * SHA-256 in place of node:crypto (the browser's own digest is asynchronous).
 */
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import type { Transaction } from '../types.ts';
import { fitidKey } from './fitid-key.ts';

export function transactionIds(account: string, transactions: readonly Transaction[]): string[] {
  const encoder = new TextEncoder();
  return fitidKey(account, transactions).map((key) => bytesToHex(sha256(encoder.encode(key))).slice(0, 30));
}
