/** Who is calling: a key's user, or (when the server allows it) an anonymous client IP. */
import type { Limits } from './limits.ts';
import type { OwnerId, Payer } from './store/types.ts';

export type Caller = { kind: 'user'; userId: number; keyId: string } | { kind: 'anonymous'; ip: string };

export const ownerOf = (caller: Caller): OwnerId => (caller.kind === 'user' ? `user:${caller.userId}` : `ip:${caller.ip}`);

export function payerOf(caller: Caller, limits: Limits): Payer {
  return caller.kind === 'user'
    ? { kind: 'user', userId: caller.userId, owner: ownerOf(caller), storageQuotaBytes: limits.userStorageQuotaBytes }
    : { kind: 'anonymous', owner: ownerOf(caller), pagesPerDay: limits.anonymousPagesPerDay, storageQuotaBytes: limits.anonymousStorageQuotaBytes };
}
