/**
 * `bsc users create|list` and `bsc keys create`: manage users and API keys in the service's
 * database directly (safe while the server runs: SQLite WAL allows one writer and many readers).
 *
 *   bsc users create --email E [--first F] [--last L] [--credits N] [--paid-credits N]
 *                    [--plan free|starter|pro|business] [--unlimited] [--json] [--data-dir DIR | --database URL]
 *   bsc users list [--json] [--data-dir DIR | --database URL]
 *   bsc users credits --email E (--set N | --add N) [--paid] [--data-dir DIR | --database URL]
 *   bsc users delete --email E [--data-dir DIR | --database URL]
 *   bsc keys create --email E [--json] [--data-dir DIR | --database URL]
 *   bsc keys list --email E [--json] [--data-dir DIR | --database URL]
 *   bsc keys revoke <key id or key> [--data-dir DIR | --database URL]
 *
 * With --json the create commands print {"userId", "email", "apiKey"}. Mistakes a user can fix
 * (bad flags, an unknown email or key, a duplicate user) exit 2 (usage), like the rest of `bsc`.
 */
import { parseArgs } from 'node:util';
import { systemClock } from '../clock.ts';
import { DEFAULT_DATA_DIR } from '../config.ts';
import type { Backend } from '../backend.ts';
import { openStore } from '../runtime.ts';
import { AccountError, type UserWithKey, adjustCredits, createApiKey, createUser, deleteUser, revokeApiKey } from '../services/accounts.ts';
import { PLANS, type Plan, type Store } from '../store/types.ts';
import { type CommandExit, type CommandIo, OK, USAGE, isParseArgsError } from './io.ts';

const DATA_DIR_FLAG = { 'data-dir': { type: 'string' }, database: { type: 'string' } } as const;
const USERS_USAGE =
  'usage: bsc users create --email E [--first F] [--last L] [--credits N] [--paid-credits N] [--plan free|starter|pro|business] [--unlimited] [--json] [--data-dir DIR | --database URL]\n       bsc users list [--json] [--data-dir DIR | --database URL]\n       bsc users credits --email E (--set N | --add N) [--paid] [--data-dir DIR | --database URL]\n       bsc users delete --email E [--data-dir DIR | --database URL]';
const KEYS_USAGE =
  'usage: bsc keys create --email E [--json] [--data-dir DIR | --database URL]\n       bsc keys list --email E [--json] [--data-dir DIR | --database URL]\n       bsc keys revoke <key id or key> [--data-dir DIR | --database URL]';

class UsageProblem extends Error {}

interface Where {
  dataDir: string;
  databaseUrl: string | undefined;
}

/** The data directory (SQLite), or the PostgreSQL database when --database / DATABASE_URL names one. */
const dataDirOf = (values: { 'data-dir'?: string | undefined; database?: string | undefined }): Where => ({
  dataDir: values['data-dir'] ?? process.env.DATA_DIR ?? DEFAULT_DATA_DIR,
  databaseUrl: values.database ?? (process.env.DATABASE_URL || undefined),
});

function count(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new UsageProblem(`--${name} must be a whole number of at least 0 (got "${raw}")`);
  return value;
}

/** `--add=-5` takes credits away; parseArgs needs the `=` for a value that starts with a dash. */
function signedCount(name: string, raw: string): number {
  const value = Number(raw);
  if (!/^[+-]?\d+$/.test(raw.trim()) || !Number.isSafeInteger(value))
    throw new UsageProblem(`--${name} must be a whole number, e.g. 100 or -20 written --${name}=-20 (got "${raw}")`);
  return value;
}

function printKey(io: CommandIo, created: UserWithKey, json: boolean, what: string): void {
  if (json) {
    io.stdout.write(`${JSON.stringify({ userId: created.user.id, email: created.user.email, apiKey: created.apiKey })}\n`);
    return;
  }
  io.stdout.write(`${what} for ${created.user.email} (user ${created.user.id}). The API key is shown only this once:\n${created.apiKey}\n`);
}

async function withStore<T>(where: Where, work: (store: Store, backend: Backend) => Promise<T>): Promise<T> {
  const backend = await openStore(where.dataDir, where.databaseUrl);
  try {
    return await work(backend.store, backend);
  } finally {
    await backend.close();
  }
}

async function run(io: CommandIo, usage: string, work: () => Promise<void>): Promise<CommandExit> {
  try {
    await work();
    return OK;
  } catch (error) {
    if (error instanceof UsageProblem || isParseArgsError(error)) {
      io.stderr.write(`bsc: ${(error as Error).message}\n${usage}\n`);
      return USAGE;
    }
    // An unknown email or key, a duplicate user: the command line was wrong, not the program.
    if (error instanceof AccountError) {
      io.stderr.write(`bsc: ${error.message}\n`);
      return USAGE;
    }
    throw error;
  }
}

export function usersCommand(args: string[], io: CommandIo): Promise<CommandExit> {
  const [action, ...rest] = args;
  return run(io, USERS_USAGE, async () => {
    if (action === 'create') {
      const { values } = parseArgs({
        args: rest,
        options: {
          ...DATA_DIR_FLAG,
          email: { type: 'string' },
          first: { type: 'string' },
          last: { type: 'string' },
          credits: { type: 'string' },
          'paid-credits': { type: 'string' },
          plan: { type: 'string' },
          unlimited: { type: 'boolean', default: false },
          json: { type: 'boolean', default: false },
        },
      });
      if (!values.email) throw new UsageProblem('users create needs --email');
      if (values.plan !== undefined && !PLANS.includes(values.plan as Plan)) throw new UsageProblem(`--plan must be one of ${PLANS.join(', ')}`);
      const freeCredits = count('credits', values.credits);
      const paidCredits = count('paid-credits', values['paid-credits']);
      const created = await withStore(dataDirOf(values), (store) =>
        createUser(
          store,
          {
            email: values.email as string,
            ...(values.first !== undefined ? { firstName: values.first } : {}),
            ...(values.last !== undefined ? { lastName: values.last } : {}),
            ...(values.plan !== undefined ? { plan: values.plan as Plan } : {}),
            ...(freeCredits !== undefined ? { freeCredits } : {}),
            ...(paidCredits !== undefined ? { paidCredits } : {}),
            unlimitedCredits: values.unlimited,
          },
          systemClock,
        ),
      );
      printKey(io, created, values.json, 'Created user');
      return;
    }
    if (action === 'list') {
      const { values } = parseArgs({ args: rest, options: { ...DATA_DIR_FLAG, json: { type: 'boolean', default: false } } });
      const rows = await withStore(dataDirOf(values), async (store) =>
        Promise.all(
          (await store.listUsers()).map(async (u) => ({
            userId: u.id,
            email: u.email,
            firstName: u.firstName,
            lastName: u.lastName,
            plan: u.plan,
            freeCredits: u.freeCredits,
            paidCredits: u.paidCredits,
            unlimitedCredits: u.unlimitedCredits,
            apiKeys: await store.countApiKeys(u.id),
          })),
        ),
      );
      if (values.json) {
        io.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
        return;
      }
      for (const r of rows) {
        const credits = r.unlimitedCredits ? 'unlimited' : `${r.freeCredits} free + ${r.paidCredits} paid`;
        io.stdout.write(`${String(r.userId).padStart(4)}  ${r.email}  ${r.plan}  ${credits}  ${r.apiKeys} key(s)\n`);
      }
      return;
    }
    if (action === 'credits') {
      const { values } = parseArgs({
        args: rest,
        options: { ...DATA_DIR_FLAG, email: { type: 'string' }, set: { type: 'string' }, add: { type: 'string' }, paid: { type: 'boolean', default: false } },
      });
      if (!values.email) throw new UsageProblem('users credits needs --email');
      if ((values.set === undefined) === (values.add === undefined)) throw new UsageProblem('users credits needs one of --set N or --add N');
      const change = values.set !== undefined ? { set: count('set', values.set) as number } : { add: signedCount('add', values.add as string) };
      const kind = values.paid ? 'paid' : 'free';
      const user = await withStore(dataDirOf(values), (store) => adjustCredits(store, values.email as string, kind, change));
      const unlimited = user.unlimitedCredits ? ' (unlimited credits: these are not counted)' : '';
      io.stdout.write(`${user.email} now has ${user.freeCredits} free and ${user.paidCredits} paid credits${unlimited}.\n`);
      return;
    }
    if (action === 'delete') {
      const { values } = parseArgs({ args: rest, options: { ...DATA_DIR_FLAG, email: { type: 'string' } } });
      if (!values.email) throw new UsageProblem('users delete needs --email');
      const { user, fileUuids } = await withStore(dataDirOf(values), async (store, backend) => {
        const deleted = await deleteUser(store, values.email as string);
        // Rows first (in one transaction), then the bytes: a crash in between leaves only
        // unreferenced bytes, which the server's sweeps remove.
        await Promise.all(deleted.fileUuids.map((uuid) => backend.blobs.remove(uuid)));
        return deleted;
      });
      io.stdout.write(
        `Deleted user ${user.id} (${user.email}): its keys no longer work, and its ${fileUuids.length} file(s) are gone. The id is not reused.\n`,
      );
      return;
    }
    throw new UsageProblem(action ? `unknown action "users ${action}"` : 'users needs an action: create, list, credits or delete');
  });
}

export function keysCommand(args: string[], io: CommandIo): Promise<CommandExit> {
  const [action, ...rest] = args;
  return run(io, KEYS_USAGE, async () => {
    if (action === 'revoke') {
      const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { ...DATA_DIR_FLAG } });
      if (positionals.length !== 1) throw new UsageProblem('keys revoke needs one key id (the hex digits after "bsc_") or the key itself');
      const id = await withStore(dataDirOf(values), (store) => revokeApiKey(store, positionals[0] as string));
      io.stdout.write(`Revoked the API key ${id}; it no longer works.\n`);
      return;
    }
    const { values } = parseArgs({ args: rest, options: { ...DATA_DIR_FLAG, email: { type: 'string' }, json: { type: 'boolean', default: false } } });
    if (action === 'list') {
      if (!values.email) throw new UsageProblem('keys list needs --email');
      const keys = await withStore(dataDirOf(values), async (store) => {
        const user = await store.findUserByEmail((values.email as string).trim());
        if (!user) throw new AccountError(`No user has the email ${values.email}.`);
        return (await store.listApiKeys(user.id)).map((k) => ({ id: k.id, createdAt: new Date(k.createdAt).toISOString() }));
      });
      if (values.json) io.stdout.write(`${JSON.stringify(keys, null, 2)}\n`);
      else for (const k of keys) io.stdout.write(`bsc_${k.id}_…  created ${k.createdAt}\n`);
      return;
    }
    if (action !== 'create') throw new UsageProblem(action ? `unknown action "keys ${action}"` : 'keys needs an action: create, list or revoke');
    if (!values.email) throw new UsageProblem('keys create needs --email');
    const created = await withStore(dataDirOf(values), (store) => createApiKey(store, values.email as string, systemClock));
    printKey(io, created, values.json, 'Created an API key');
  });
}
