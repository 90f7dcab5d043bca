/**
 * The PostgreSQL server goes away under the service (killed as a crash would, then started
 * again): meanwhile every request that needs it is 503 SERVICE_UNAVAILABLE with `recovery` text
 * and Retry-After, nothing is half-stored or charged; afterwards the service answers again and
 * every file stored before is still there. A cluster of its own, so other files' tests are untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileRecord } from '../../src/client/index.ts';
import { type PostgresCluster, createDatabase, startPostgresCluster } from '../helpers/postgres-cluster.ts';
import { ONE_PAGE_SAMPLE, type TestServer, startTestServer, until } from './helpers.ts';

let cluster: PostgresCluster;
let server: TestServer;

beforeAll(async () => {
  cluster = await startPostgresCluster({ durable: true });
  server = await startTestServer({ databaseUrl: await createDatabase(cluster.adminUrl) });
});
afterAll(async () => {
  await server?.stop();
  cluster?.stop();
});

describe('the database restarts', () => {
  it('503 SERVICE_UNAVAILABLE with recovery while it is down; then the service recovers without losing a file', async () => {
    const { apiKey, client } = await server.addUser({ freeCredits: 10 });
    const [file] = (await client.upload(ONE_PAGE_SAMPLE)) as [FileRecord];
    expect(file.state).toBe('READY');

    cluster.kill();
    for (const request of [
      () => server.fetch(`${server.apiUrl}/user`, { headers: { Authorization: `Bearer ${apiKey}` } }),
      () => server.fetch(`${server.apiUrl}/bank-statement/status`, { method: 'POST', headers: { Authorization: `Bearer ${apiKey}` }, body: JSON.stringify({ uuids: [file.uuid] }) }),
    ]) {
      const response = await request();
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      const body = (await response.json()) as { error: string; recovery: string };
      expect(body.error).toBe('SERVICE_UNAVAILABLE');
      expect(body.recovery).toMatch(/Retry/);
    }
    const upload = await client.upload(ONE_PAGE_SAMPLE).then(
      () => null,
      (error: { status?: number; code?: string }) => error,
    );
    expect([upload?.status, upload?.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);

    cluster.start();
    const user = await until(() => client.user().catch(() => null), (u) => u !== null, 30_000, 200);
    // One page charged: the upload made while the database was down stored and charged nothing.
    expect(user?.credits.freeCredits).toBe(9);
    expect((await client.status([file.uuid]))[0]?.state).toBe('READY');
    expect((await client.convert(file.uuid, 'JSON')).transactions.length).toBeGreaterThan(0);
    expect(await server.rows('files')).toBe(1);
  });
});
