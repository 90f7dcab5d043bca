/**
 * Security review H3 (docs/security.md): keys can be revoked, users deleted with their files and
 * bytes, ids are never reused, and files are owned through foreign keys — so neither the CLI nor a
 * deletion made by hand in sqlite3 hands one account's files or identity to another.
 */
import { existsSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { ApiError, type FileRecord } from '../../src/client/index.ts';
import { DATABASE_FILE } from '../../src/server/runtime.ts';
import { ORPHAN_MIN_AGE_MS } from '../../src/server/services/retention-service.ts';
import { captureIo } from '../helpers/io.ts';
import { ONE_PAGE_SAMPLE, TEST_STORE, type TestServer, startTestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function bsc(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const io = captureIo();
  const code = await main([...args, '--data-dir', server.dataDir, ...(server.databaseUrl ? ['--database', server.databaseUrl] : [])], io);
  return { code, stdout: io.stdout.text, stderr: io.stderr.text };
}

async function createUser(email: string): Promise<{ userId: number; apiKey: string }> {
  const created = await bsc('users', 'create', '--email', email, '--credits', '10', '--json');
  expect(created.code, created.stderr).toBe(0);
  return JSON.parse(created.stdout) as { userId: number; apiKey: string };
}

async function status(apiKey: string, uuid: string): Promise<number> {
  const response = await server.fetch(`${server.apiUrl}/bank-statement/status`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${apiKey}` },
    body: JSON.stringify({ uuids: [uuid] }),
  });
  return response.status;
}

async function userStatus(apiKey: string): Promise<{ status: number; email?: string }> {
  const response = await server.fetch(`${server.apiUrl}/user`, { headers: { Authorization: `Bearer ${apiKey}` } });
  const body = (await response.json()) as { user?: { email: string } };
  return { status: response.status, ...(body.user ? { email: body.user.email } : {}) };
}

/** What the review's operator did: sqlite3 on the database, where foreign keys are off by default. */
function deleteByHand(email: string, foreignKeys: boolean): void {
  const db = new Database(join(server.dataDir, DATABASE_FILE));
  try {
    db.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
    db.prepare('DELETE FROM users WHERE email = ?').run(email);
  } finally {
    db.close();
  }
}

describe('bsc keys revoke', () => {
  it('a revoked key is 401 at once; the user’s other key and files stay', async () => {
    const ana = await createUser('ana@h3.test');
    const second = JSON.parse((await bsc('keys', 'create', '--email', 'ana@h3.test', '--json')).stdout) as { apiKey: string };
    const [file] = (await server.client(ana.apiKey).upload(ONE_PAGE_SAMPLE)) as [FileRecord];

    const listed = JSON.parse((await bsc('keys', 'list', '--email', 'ana@h3.test', '--json')).stdout) as Array<{ id: string }>;
    expect(listed).toHaveLength(2);
    // The secret is everything after `bsc_<id>_`; it may itself hold "_" (base64url).
    const [, id, secret] = /^bsc_([0-9a-f]{12})_(.+)$/.exec(ana.apiKey) as unknown as [string, string, string];
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect(listed.map((k) => k.id)).toContain(id);

    const revoked = await bsc('keys', 'revoke', id);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect((await userStatus(ana.apiKey)).status).toBe(401);
    expect(await status(ana.apiKey, file.uuid)).toBe(401);
    expect(await status(second.apiKey, file.uuid)).toBe(200);
    // Revoking again, or something that is no key, is a usage error (exit 2), not a silent success.
    expect((await bsc('keys', 'revoke', id)).code).toBe(2);
    expect((await bsc('keys', 'revoke', 'not-a-key')).code).toBe(2);
    // The whole key works as the argument too.
    expect((await bsc('keys', 'revoke', second.apiKey)).code).toBe(0);
    expect((await userStatus(second.apiKey)).status).toBe(401);
  });
});

describe('bsc users delete', () => {
  it('removes the keys, the file records and the bytes; the id is never reused and the next user sees nothing', async () => {
    const carol = await createUser('carol@h3.test');
    const [file] = (await server.client(carol.apiKey).upload(ONE_PAGE_SAMPLE)) as [FileRecord];
    expect(await server.storedDirs()).toContain(file.uuid);

    const deleted = await bsc('users', 'delete', '--email', 'carol@h3.test');
    expect(deleted.code, deleted.stderr).toBe(0);
    expect(deleted.stdout).toMatch(/1 file/);
    expect(await server.storedDirs()).not.toContain(file.uuid);
    expect(await server.runtime.store.getFile(file.uuid)).toBeNull();
    expect((await userStatus(carol.apiKey)).status).toBe(401);
    expect(await status(carol.apiKey, file.uuid)).toBe(401);

    const dave = await createUser('dave@h3.test');
    expect(dave.userId).toBeGreaterThan(carol.userId);
    expect(await status(dave.apiKey, file.uuid)).toBe(404);
    expect((await userStatus(carol.apiKey)).status).toBe(401);
    // The email is free again, under a new id.
    const again = await createUser('carol@h3.test');
    expect(again.userId).toBeGreaterThan(dave.userId);
    expect(await status(again.apiKey, file.uuid)).toBe(404);
  });
});

// SQLite only: PostgreSQL always enforces the foreign keys, so a user deleted by hand takes its
// keys and files with it (the PostgreSQL schema's cascade is in store-conformance.test.ts).
if (TEST_STORE === 'sqlite')
  describe('a user deleted by hand (the review’s sqlite3 session)', () => {
    for (const foreignKeys of [false, true]) {
      it(`foreign keys ${foreignKeys ? 'on' : 'off'}: the old key is 401, the next user gets a new id and none of the files, the sweep removes what is left`, async () => {
        const email = `erin-${foreignKeys}@h3.test`;
        const erin = await createUser(email);
        const [file] = (await server.client(erin.apiKey).upload(ONE_PAGE_SAMPLE)) as [FileRecord];
        deleteByHand(email, foreignKeys);

        expect((await userStatus(erin.apiKey)).status).toBe(401);
        expect(await status(erin.apiKey, file.uuid)).toBe(401);
        const frank = await createUser(`frank-${foreignKeys}@h3.test`);
        expect(frank.userId).toBeGreaterThan(erin.userId);
        expect(await status(frank.apiKey, file.uuid)).toBe(404);
        expect((await userStatus(erin.apiKey)).status).toBe(401);

        // With foreign keys on the rows went with the user; off, the next sweep removes them.
        expect((await server.runtime.store.getFile(file.uuid)) === null).toBe(foreignKeys);
        // Bytes without a row are removed once they are older than any upload in progress could be.
        const dir = join(server.dataDir, 'files', file.uuid);
        const old = new Date(Date.now() - ORPHAN_MIN_AGE_MS - 1_000);
        utimesSync(dir, old, old);
        await server.runtime.retention.sweep();
        expect(await server.runtime.store.getFile(file.uuid)).toBeNull();
        expect(existsSync(join(server.dataDir, 'files', file.uuid))).toBe(false);
        const db = new Database(join(server.dataDir, DATABASE_FILE), { readonly: true });
        try {
          expect(db.prepare('SELECT COUNT(*) AS n FROM api_keys WHERE user_id = ?').get(erin.userId)).toEqual({ n: 0 });
        } finally {
          db.close();
        }
      });
    }

    it('files reference their user: the schema says so', () => {
      const db = new Database(join(server.dataDir, DATABASE_FILE), { readonly: true });
      try {
        const keys = db.prepare(`SELECT "table", "from", on_delete FROM pragma_foreign_key_list('files')`).all();
        expect(keys).toContainEqual({ table: 'users', from: 'user_id', on_delete: 'CASCADE' });
        expect(String((db.prepare(`SELECT sql FROM sqlite_master WHERE name = 'users'`).get() as { sql: string }).sql)).toMatch(/AUTOINCREMENT/);
      } finally {
        db.close();
      }
    });
  });

describe('anonymous files are not an account’s', () => {
  it('an API key never sees files owned by a client IP', async () => {
    const anonymousServer = await startTestServer({ anonymous: true });
    try {
      const [file] = (await anonymousServer.client().upload(ONE_PAGE_SAMPLE)) as [FileRecord];
      const { client } = await anonymousServer.addUser();
      await expect(client.status([file.uuid])).rejects.toBeInstanceOf(ApiError);
    } finally {
      await anonymousServer.stop();
    }
  });
});
