/** The SQLite store's own parts: its migrations. What both stores do is in store-conformance.test.ts. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/server/clock.ts';
import { createUser } from '../../src/server/services/accounts.ts';
import { MIGRATIONS } from '../../src/server/store/migrations.ts';
import { SqliteStore } from '../../src/server/store/sqlite-store.ts';

let dir: string;
let store: SqliteStore;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bsc-store-test-'));
  store = new SqliteStore(join(dir, 'db.sqlite'));
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('migrations', () => {
  it('bring a new database to the latest version, are idempotent, and refuse a newer schema', async () => {
    const path = join(dir, 'db.sqlite');
    await store.close();
    store = new SqliteStore(path);
    const db = new Database(path);
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    } finally {
      db.close();
    }
    await store.close();
    expect(() => new SqliteStore(path)).toThrow(/newer/);
    store = new SqliteStore(join(dir, 'other.sqlite'));
  });
});

describe('migration 2 (security review H3)', () => {
  it('keeps users, keys and files; drops files of users already gone; ids are never reused after it', async () => {
    const path = join(dir, 'v1.sqlite');
    const v1 = new Database(path);
    v1.exec(MIGRATIONS[0] as string);
    v1.pragma('user_version = 1');
    const addUser = v1.prepare(`INSERT INTO users (id, email, referral_code, plan, free_credits, created_at) VALUES (?, ?, 'R', 'free', 5, 0)`);
    addUser.run(1, 'a@example.test');
    addUser.run(2, 'b@example.test');
    v1.prepare(`INSERT INTO api_keys (id, user_id, secret_hash, created_at) VALUES ('aaaaaaaaaaaa', 2, x'00', 0)`).run();
    const addFile = v1.prepare(
      `INSERT INTO files (uuid, owner, filename, state, created_at, updated_at, expires_at) VALUES (?, ?, 'f.pdf', 'READY', 0, 0, 9e15)`,
    );
    addFile.run(uuid(1), 'user:2');
    addFile.run(uuid(2), 'user:3'); // user 3 was deleted by hand
    addFile.run(uuid(3), 'ip:192.0.2.1');
    v1.close();

    await store.close();
    store = new SqliteStore(path);
    expect((await store.findUserByEmail('b@example.test'))?.id).toBe(2);
    expect((await store.findApiKey('aaaaaaaaaaaa'))?.userId).toBe(2);
    expect([await store.hasFile(uuid(1)), await store.hasFile(uuid(2)), await store.hasFile(uuid(3))]).toEqual([true, false, true]);
    expect(await store.deleteUser(2)).toEqual([uuid(1)]);
    expect([await store.hasFile(uuid(1)), await store.findApiKey('aaaaaaaaaaaa')]).toEqual([false, null]);
    expect((await createUser(store, { email: 'c@example.test' }, systemClock)).user.id).toBe(3);
  });
});
