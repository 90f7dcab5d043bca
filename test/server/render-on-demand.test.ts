/**
 * Export formats are rendered on demand (issue #24, item 3): an upload stores the converted
 * statement alone; each format is rendered in a child the first time a caller asks for it and kept
 * with the file, so a format nobody asks for is never rendered and one asked for twice is rendered
 * once. The bytes are those the library writes for the same PDF, as when every format was rendered
 * at upload. Runs against SQLite and PostgreSQL (vitest.config.ts).
 */
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXPORT_FORMATS, type ExportFormat, type Statement, analyse, toFormatBytes } from '../../src/index.ts';
import type { FileRecord } from '../../src/wire-types.ts';
import { ONE_PAGE_SAMPLE, PROTECTED_PASSWORD, PROTECTED_SAMPLE, TEXT_SAMPLE, type TestServer, startTestServer } from './helpers.ts';

let server: TestServer;
let key: string;
let client: Awaited<ReturnType<TestServer['addUser']>>['client'];

beforeAll(async () => {
  server = await startTestServer();
  const user = await server.addUser();
  key = user.apiKey;
  client = user.client;
});
afterAll(() => server?.stop());

/** The convert call's raw body (JSON included, unparsed). */
async function download(uuid: string, format: ExportFormat): Promise<Buffer> {
  const response = await fetch(`${server.apiUrl}/bank-statement/convert?format=${format.toUpperCase()}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}` },
    body: JSON.stringify({ uuid }),
  });
  expect(response.status, `${format}: ${response.status}`).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** Which formats are kept with the file now. */
async function kept(uuid: string): Promise<ExportFormat[]> {
  const found: ExportFormat[] = [];
  for (const format of EXPORT_FORMATS) {
    const bytes = await server.runtime.blobs.readResult(uuid, format).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (bytes) found.push(format);
  }
  return found;
}

/** The time a writer stamps into a file (OFX's DTSERVER, CAMT.053's CreDtTm, XLSX's document properties) is when it ran. */
function comparable(format: ExportFormat, bytes: Uint8Array): string {
  if (format === 'xlsx') {
    const parts = unzipSync(bytes);
    delete parts['docProps/core.xml'];
    return JSON.stringify(Object.entries(parts).map(([name, data]) => [name, Buffer.from(data).toString('base64')]));
  }
  return Buffer.from(bytes)
    .toString('utf8')
    .replace(/<DTSERVER>[^<\r\n]*/g, '<DTSERVER>')
    .replace(/<CreDtTm>[^<]*<\/CreDtTm>/g, '<CreDtTm/>');
}

describe('export formats are rendered when first asked for, then kept', () => {
  it('an upload renders no format; asking renders that one alone, once, and a second call reads it back', async () => {
    const render = vi.spyOn(server.runtime.processor, 'render');
    try {
      const [file] = (await client.upload(ONE_PAGE_SAMPLE)) as [FileRecord];
      expect(file.state).toBe('READY');
      expect((await server.runtime.blobs.readStatement(file.uuid)).length).toBeGreaterThan(0);
      expect(await kept(file.uuid)).toEqual([]);
      expect(render).not.toHaveBeenCalled();

      const first = await download(file.uuid, 'csv');
      expect(render).toHaveBeenCalledTimes(1);
      expect(render.mock.calls[0]?.[1]).toBe('csv');
      expect(await kept(file.uuid)).toEqual(['csv']);

      const second = await download(file.uuid, 'csv');
      expect(second.equals(first)).toBe(true);
      expect(render).toHaveBeenCalledTimes(1);
      expect(await kept(file.uuid)).toEqual(['csv']);
    } finally {
      render.mockRestore();
    }
  });

  it('calls for the same format at the same moment share one rendering', async () => {
    const render = vi.spyOn(server.runtime.processor, 'render');
    try {
      const [file] = (await client.upload(TEXT_SAMPLE)) as [FileRecord];
      const bodies = await Promise.all([download(file.uuid, 'xlsx'), download(file.uuid, 'xlsx'), download(file.uuid, 'xlsx')]);
      expect(render).toHaveBeenCalledTimes(1);
      expect(bodies[1]?.equals(bodies[0] as Buffer)).toBe(true);
      expect(bodies[2]?.equals(bodies[0] as Buffer)).toBe(true);
      expect(await kept(file.uuid)).toEqual(['xlsx']);
    } finally {
      render.mockRestore();
    }
  });

  it('a file unlocked by set-password stores its statement, no format', async () => {
    const render = vi.spyOn(server.runtime.processor, 'render');
    try {
      const [file] = (await client.upload(PROTECTED_SAMPLE)) as [FileRecord];
      expect(file.state).toBe('PASSWORD_REQUIRED');
      expect((await client.setPassword(file.uuid, PROTECTED_PASSWORD)).state).toBe('READY');
      expect(await kept(file.uuid)).toEqual([]);
      expect(render).not.toHaveBeenCalled();
      await download(file.uuid, 'ofx');
      expect(await kept(file.uuid)).toEqual(['ofx']);
      expect(render).toHaveBeenCalledTimes(1);
    } finally {
      render.mockRestore();
    }
  });

  it('every format is what the library writes for the same PDF (as when all were rendered at upload)', async () => {
    const [file] = (await client.upload(TEXT_SAMPLE)) as [FileRecord];
    const { statement } = await analyse(readFileSync(TEXT_SAMPLE));
    for (const format of EXPORT_FORMATS) {
      const served = await download(file.uuid, format);
      const expected = await toFormatBytes(statement as Statement, format);
      expect(comparable(format, served), format).toBe(comparable(format, expected));
      // Kept: the second answer is the same bytes, time stamps included.
      expect((await download(file.uuid, format)).equals(served), format).toBe(true);
    }
    expect(await kept(file.uuid)).toEqual([...EXPORT_FORMATS]);
  });
});
