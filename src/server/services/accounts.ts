/**
 * Users and their keys: creation (command line, first start), listing, and authentication of a
 * presented Bearer key. Plain functions over the Store, shared by the server and `bsc users`.
 */
import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Plan, Store, UserRecord } from '../store/types.ts';
import { generateApiKey, parseApiKey, secretMatches } from './api-keys.ts';

/** Credits a user created without `--credits` starts with: enough to try a few statements. */
export const DEFAULT_FREE_CREDITS = 100;
export const LOCAL_USER_EMAIL = 'local@localhost';
/** The local user is for trying the service on one machine: 1000 pages, charged like anyone's. */
export const LOCAL_USER_FREE_CREDITS = 1000;
const REFERRAL_CODE_BYTES = 5;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

export interface CreateUserInput {
  email: string;
  firstName?: string;
  lastName?: string;
  plan?: Plan;
  freeCredits?: number;
  paidCredits?: number;
  unlimitedCredits?: boolean;
}

export interface UserWithKey {
  user: UserRecord;
  apiKey: string;
}

export class AccountError extends Error {
  override readonly name = 'AccountError';
}

async function issueKey(store: Store, userId: number, clock: Clock): Promise<string> {
  const key = generateApiKey();
  await store.addApiKey({ id: key.id, userId, secretHash: key.secretHash }, clock.now());
  return key.token;
}

export async function createUser(store: Store, input: CreateUserInput, clock: Clock): Promise<UserWithKey> {
  const email = input.email.trim();
  if (!EMAIL_SHAPE.test(email)) throw new AccountError(`"${input.email}" is not an email address.`);
  if (await store.findUserByEmail(email))
    throw new AccountError(`A user with the email ${email} already exists; use "bsc keys create --email ${email}" for a new key.`);
  for (const [name, value] of [
    ['credits', input.freeCredits],
    ['paid credits', input.paidCredits],
  ] as const) {
    if (value !== undefined && (!Number.isInteger(value) || value < 0)) throw new AccountError(`${name} must be a whole number of at least 0.`);
  }
  const user = await store.createUser(
    {
      email,
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      plan: input.plan ?? 'free',
      freeCredits: input.freeCredits ?? DEFAULT_FREE_CREDITS,
      paidCredits: input.paidCredits ?? 0,
      unlimitedCredits: input.unlimitedCredits ?? false,
      referralCode: randomBytes(REFERRAL_CODE_BYTES).toString('hex').toUpperCase(),
    },
    clock.now(),
  );
  return { user, apiKey: await issueKey(store, user.id, clock) };
}

export async function createApiKey(store: Store, email: string, clock: Clock): Promise<UserWithKey> {
  const user = await store.findUserByEmail(email.trim());
  if (!user) throw new AccountError(`No user has the email ${email}; create one with "bsc users create --email ${email}".`);
  return { user, apiKey: await issueKey(store, user.id, clock) };
}

/**
 * Deletes a user: its keys stop working at once, its file records and usage rows go, and the
 * returned uuids name the files whose bytes the caller removes. The id is never reused
 * (AUTOINCREMENT), so no later user can inherit anything of it.
 */
export async function deleteUser(store: Store, email: string): Promise<{ user: UserRecord; fileUuids: string[] }> {
  const user = await store.findUserByEmail(email.trim());
  if (!user) throw new AccountError(`No user has the email ${email}.`);
  return { user, fileUuids: await store.deleteUser(user.id) };
}

/** Revokes one key, named by its id (`3f9c…`, or `bsc_<id>_…` as `bsc keys list` shows it) or given whole; the key's user stays. */
export async function revokeApiKey(store: Store, idOrKey: string): Promise<string> {
  const id = parseApiKey(idOrKey.trim())?.id ?? /^(?:bsc_)?([0-9a-f]{12})(?:_…?)?$/.exec(idOrKey.trim())?.[1];
  if (!id) throw new AccountError(`"${idOrKey.slice(0, 20)}" is neither a key id (12 hex digits) nor an API key.`);
  if (!(await store.revokeApiKey(id))) throw new AccountError(`No API key has the id ${id}.`);
  return id;
}

/** Sets or adds a user's free (or paid) credits; refuses an unknown email or a result below 0. */
export async function adjustCredits(store: Store, email: string, kind: 'free' | 'paid', change: { set: number } | { add: number }): Promise<UserRecord> {
  const user = await store.findUserByEmail(email.trim());
  if (!user) throw new AccountError(`No user has the email ${email}.`);
  const updated = await store.adjustCredits(user.id, kind, change);
  if (!updated) {
    const now = kind === 'free' ? user.freeCredits : user.paidCredits;
    throw new AccountError(`${user.email} has ${now} ${kind} credits; a user cannot have fewer than 0.`);
  }
  return updated;
}

/** On an empty database, creates the local user so a fresh install works at once; null otherwise. */
export async function ensureLocalUser(store: Store, clock: Clock): Promise<UserWithKey | null> {
  if ((await store.countUsers()) > 0) return null;
  try {
    return await createUser(
      store,
      { email: LOCAL_USER_EMAIL, firstName: 'Local', lastName: 'User', plan: 'free', freeCredits: LOCAL_USER_FREE_CREDITS },
      clock,
    );
  } catch (error) {
    // Another instance over the same database created it first: theirs is the one to hand out.
    if ((await store.findUserByEmail(LOCAL_USER_EMAIL)) !== null) return null;
    throw error;
  }
}

/** The user id a presented key belongs to, or null. */
export async function authenticate(store: Store, token: string): Promise<{ userId: number; keyId: string } | null> {
  const parsed = parseApiKey(token);
  if (!parsed) return null;
  const key = await store.findApiKey(parsed.id);
  if (!key || !secretMatches(parsed.secret, key.secretHash)) return null;
  return { userId: key.userId, keyId: key.id };
}
