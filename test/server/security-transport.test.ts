/**
 * Security review, transport findings (docs/security.md): C1 a truncated multipart body must not
 * end the process; I4 an oversized form field is refused.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from './helpers.ts';

/** The body of the review's C1 request: a file part that never reaches its closing boundary. */
const TRUNCATED_BODY = Buffer.from('--B\r\nContent-Disposition: form-data; name="files"; filename="x.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 truncated');

interface RawAnswer {
  status: number;
  body: string;
}

/** Sends `body` as one multipart upload, with a Content-Length or chunked, and reads the answer. */
export function rawUpload(server: TestServer, body: Buffer, options: { key?: string; chunked?: boolean; headers?: Record<string, string> } = {}): Promise<RawAnswer> {
  const { port } = new URL(server.apiUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/bank-statement',
        headers: {
          'Content-Type': 'multipart/form-data; boundary=B',
          ...(options.key ? { Authorization: `Bearer ${options.key}` } : {}),
          ...(options.chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(body.length) }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    if (options.chunked) {
      // Two chunks, so the body really arrives in pieces.
      req.write(body.subarray(0, 40));
      req.end(body.subarray(40));
    } else req.end(body);
  });
}

describe('C1: a multipart body that ends inside a file part', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ anonymous: true });
  });
  afterAll(async () => {
    await server?.stop();
  });

  for (const chunked of [false, true]) {
    it(`is 400 INVALID_REQUEST and the server keeps serving (${chunked ? 'chunked' : 'Content-Length'}, with a zero-credit key and anonymously)`, async () => {
      const { apiKey, client } = server.addUser({ freeCredits: 0 });
      for (const key of [apiKey, undefined]) {
        const answer = await rawUpload(server, TRUNCATED_BODY, { chunked, ...(key ? { key } : {}) });
        expect(answer.status).toBe(400);
        expect(JSON.parse(answer.body)).toMatchObject({ error: 'INVALID_REQUEST', message: expect.stringMatching(/malformed/) });
      }
      // Same process, still answering.
      expect((await client.user()).credits.freeCredits).toBe(0);
      expect(server.rows('files')).toBe(0);
    });
  }

  it('a truncated body after a complete file part, and one cut inside a second part, are refused the same way', async () => {
    const { apiKey } = server.addUser();
    const whole = '--B\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4 first\r\n';
    for (const body of [whole, `${whole}--B\r\nContent-Disposition: form-data; name="files"; filename="b.pdf"\r\n\r\n%PDF-1.4 cut`, `${whole}--B\r\nContent-Disposition: form-data; name="other"; filename="c.pdf"\r\n\r\n%PDF`]) {
      const answer = await rawUpload(server, Buffer.from(body), { key: apiKey, chunked: true });
      expect(answer.status, body).toBe(400);
    }
    expect((await server.fetch(`${server.apiUrl}/user`, { headers: { Authorization: `Bearer ${apiKey}` } })).status).toBe(200);
  });

  it('I4: a form field over the size limit is refused, not silently cut', async () => {
    const { apiKey } = server.addUser();
    const body = Buffer.from(`--B\r\nContent-Disposition: form-data; name="note"\r\n\r\n${'x'.repeat(5000)}\r\n--B--\r\n`);
    const answer = await rawUpload(server, body, { key: apiKey });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).message).toMatch(/form field/);
  });
});
