/**
 * A typed client for the HTTP API (`bank-statement-converter/client`).
 *
 * @example
 * import { BankStatementClient } from 'bank-statement-converter/client';
 * const client = new BankStatementClient({ baseUrl: 'http://127.0.0.1:3000', apiKey: process.env.BSC_API_KEY });
 * const [file] = await client.upload('march.pdf');
 * const [done] = await client.waitForFiles([file.uuid]);       // returns at once for text PDFs
 * const statement = await client.convert(done.uuid, 'JSON');
 * const csv = await client.convert(done.uuid, 'CSV');           // Buffer
 *
 * Every failure answered by the server is an `ApiError` with the API's `code`, `message` and
 * `recovery`, plus the HTTP `status` (and `retryAfter` seconds on 429).
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
// The API's shapes are declared once, for the server and the web page too. Type-only, so the
// client's JavaScript still imports nothing of the project (test/server/layering.test.ts).
import type { ConvertedStatement, FileRecord, FileStatus, Format, PasswordResult, UserInfo } from '../wire-types.ts';

export type {
  ApiErrorBody,
  ApiErrorCode,
  ConvertedMetadata,
  ConvertedReconciliation,
  ConvertedSection,
  ConvertedStatement,
  ConvertedTransaction,
  ConvertedWarning,
  FileRecord,
  FileState,
  FileStatus,
  Format,
  PasswordResult,
  PdfType,
  Plan,
  ReadingEvidence,
  ReconciliationStatus,
  RowSource,
  UserInfo,
} from '../wire-types.ts';

/** Every format but JSON comes back as the file's bytes. */
type FileFormat = Exclude<Format, 'JSON'>;

export interface RateLimitInfo {
  limit: number;
  remaining: number;
  /** Unix epoch seconds when the window resets. */
  reset: number;
}

/** An error answer from the service. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly recovery: string,
    /** Seconds to wait, from Retry-After (429). */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }
}

/** `waitForFiles` gave up; `files` holds the last status seen. */
export class PollTimeoutError extends Error {
  override readonly name = 'PollTimeoutError';
  constructor(
    message: string,
    readonly files: FileStatus[],
  ) {
    super(message);
  }
}

/** A path to a PDF, or its bytes with a name. */
export type UploadInput = string | { filename: string; data: Uint8Array };

export interface ClientOptions {
  /** The server, with or without the `/api/v1` suffix: `http://127.0.0.1:3000`. */
  baseUrl: string;
  /** Omit for anonymous access (when the server allows it). */
  apiKey?: string | undefined;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch | undefined;
}

export interface WaitOptions {
  /** Give up after this long (default 2 minutes). */
  timeoutMs?: number | undefined;
  /** First pause between polls (default 500 ms); it doubles up to `maxDelayMs` (default 5 s). */
  initialDelayMs?: number | undefined;
  maxDelayMs?: number | undefined;
  /** Called with every status answer. */
  onStatus?: ((files: FileStatus[]) => void) | undefined;
}

const API_PREFIX = '/api/v1';
const DEFAULT_WAIT_TIMEOUT_MS = 120_000;
const DEFAULT_INITIAL_DELAY_MS = 500;
const DEFAULT_MAX_DELAY_MS = 5_000;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export class BankStatementClient {
  readonly #apiUrl: string;
  readonly #apiKey: string | undefined;
  readonly #fetch: typeof fetch;
  /** Rate-limit headers of the latest answer. */
  lastRateLimit: RateLimitInfo | null = null;

  constructor(options: ClientOptions) {
    const base = options.baseUrl.replace(/\/+$/, '');
    this.#apiUrl = base.endsWith(API_PREFIX) ? base : `${base}${API_PREFIX}`;
    this.#apiKey = options.apiKey;
    this.#fetch = options.fetch ?? fetch;
  }

  /** Uploads one or more PDFs in one request (all-or-nothing on the server). */
  async upload(files: UploadInput | UploadInput[]): Promise<FileRecord[]> {
    const form = new FormData();
    for (const input of Array.isArray(files) ? files : [files]) {
      const { filename, data } = typeof input === 'string' ? { filename: basename(input), data: await readFile(input) } : input;
      form.append('files', new Blob([data], { type: 'application/pdf' }), filename);
    }
    return (await this.#request('POST', '/bank-statement', { body: form })).json() as Promise<FileRecord[]>;
  }

  async status(uuids: string[]): Promise<FileStatus[]> {
    return (await this.#request('POST', '/bank-statement/status', { json: { uuids } })).json() as Promise<FileStatus[]>;
  }

  /**
   * Polls the status call, backing off, until no file is PROCESSING any more (each is COMPLETED,
   * ERROR, READY or PASSWORD_REQUIRED). Honours Retry-After when rate-limited.
   */
  async waitForFiles(uuids: string[], options: WaitOptions = {}): Promise<FileStatus[]> {
    const deadline = Date.now() + (options.timeoutMs ?? DEFAULT_WAIT_TIMEOUT_MS);
    let delay = options.initialDelayMs ?? DEFAULT_INITIAL_DELAY_MS;
    let last: FileStatus[] = [];
    for (;;) {
      try {
        last = await this.status(uuids);
        options.onStatus?.(last);
        if (!last.some((file) => file.state === 'PROCESSING')) return last;
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 429)) throw error;
        delay = Math.max(delay, (error.retryAfter ?? 1) * 1000);
      }
      if (Date.now() + delay > deadline) throw new PollTimeoutError(`Files still processing after ${options.timeoutMs ?? DEFAULT_WAIT_TIMEOUT_MS} ms.`, last);
      await sleep(delay);
      delay = Math.min(delay * 2, options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS);
    }
  }

  async setPassword(uuid: string, password: string): Promise<PasswordResult> {
    return (await this.#request('POST', '/bank-statement/set-password', { json: { uuid, password } })).json() as Promise<PasswordResult>;
  }

  /** JSON comes back parsed; CSV, XLSX, OFX, QFX and QIF as the file's bytes. */
  convert(uuid: string, format: 'JSON' | 'json'): Promise<ConvertedStatement>;
  convert(uuid: string, format: FileFormat | Lowercase<FileFormat>): Promise<Buffer>;
  async convert(uuid: string, format: string): Promise<ConvertedStatement | Buffer> {
    const response = await this.#request('POST', `/bank-statement/convert?format=${encodeURIComponent(format)}`, { json: { uuid } });
    if (format.toUpperCase() === 'JSON') return response.json() as Promise<ConvertedStatement>;
    return Buffer.from(await response.arrayBuffer());
  }

  async user(): Promise<UserInfo> {
    return (await this.#request('GET', '/user')).json() as Promise<UserInfo>;
  }

  async #request(method: string, path: string, body: { json?: unknown; body?: FormData } = {}): Promise<Response> {
    const headers: Record<string, string> = {};
    if (this.#apiKey !== undefined) headers.Authorization = `Bearer ${this.#apiKey}`;
    let payload: string | FormData | undefined = body.body;
    if (body.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body.json);
    }
    const response = await this.#fetch(`${this.#apiUrl}${path}`, { method, headers, ...(payload !== undefined ? { body: payload } : {}) });
    this.#readRateLimit(response);
    if (!response.ok) throw await this.#toError(response);
    return response;
  }

  #readRateLimit(response: Response): void {
    const limit = response.headers.get('X-RateLimit-Limit');
    if (limit === null) return;
    this.lastRateLimit = {
      limit: Number(limit),
      remaining: Number(response.headers.get('X-RateLimit-Remaining')),
      reset: Number(response.headers.get('X-RateLimit-Reset')),
    };
  }

  async #toError(response: Response): Promise<ApiError> {
    const text = await response.text();
    const retryAfter = response.headers.has('Retry-After') ? Number(response.headers.get('Retry-After')) : null;
    try {
      const body = JSON.parse(text) as { error?: unknown; message?: unknown; recovery?: unknown };
      if (typeof body.error === 'string') {
        return new ApiError(response.status, body.error, String(body.message ?? ''), String(body.recovery ?? ''), retryAfter);
      }
    } catch {
      // Not the service's error body (a proxy's page, say): report the status and the text.
    }
    return new ApiError(
      response.status,
      `HTTP_${response.status}`,
      text.slice(0, 200) || response.statusText,
      'Retry later, or check the server address.',
      retryAfter,
    );
  }
}
