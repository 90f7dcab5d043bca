/**
 * The v1 API as the page uses it. The session cookie rides along by itself (same origin); the
 * page never sees or stores a key. Errors come back as ApiError with the API's code, message and
 * recovery, shown to the user as they are.
 */
import type { ApiErrorBody, FileRecord as WireFileRecord, FileStatus, Format, PasswordResult, SessionState, UserInfo } from '../../wire-types.ts';

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly recovery: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Upload answers without `progress`; status adds it. */
export type FileRecord = WireFileRecord & Partial<Pick<FileStatus, 'progress'>>;
export type { Format };

/** The download buttons, in the order shown; every format the server serves. */
export const FORMATS = ['CSV', 'XLSX', 'JSON', 'OFX', 'QFX', 'QIF'] as const satisfies readonly Format[];
/** A type error when FORMATS misses a format. */
export type FormatsCoverAll = Holds<[Exclude<Format, (typeof FORMATS)[number]>] extends [never] ? true : false>;
type Holds<T extends true> = T;

const API = '/api/v1';

/** When the rate limit lets the next request through (ms since epoch); 0 when it does now. */
let rateLimitedUntil = 0;

export function rateLimitWait(): number {
  return Math.max(0, rateLimitedUntil - Date.now());
}

async function call(method: string, path: string, body?: BodyInit | object): Promise<Response> {
  const init: RequestInit = { method, credentials: 'same-origin', headers: {} };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(`${API}${path}`, init);
  } catch {
    throw new ApiError('NETWORK', 'The server could not be reached.', 'Check that bsc serve is still running, then try again.', 0);
  }
  const remaining = Number(response.headers.get('X-RateLimit-Remaining'));
  const reset = Number(response.headers.get('X-RateLimit-Reset'));
  rateLimitedUntil = response.headers.has('X-RateLimit-Remaining') && remaining <= 0 && reset > 0 ? reset * 1000 : 0;
  if (!response.ok) {
    let parsed: Partial<ApiErrorBody> = {};
    try {
      parsed = await response.json();
    } catch {
      // Not the API's JSON (a proxy's page): the status says enough.
    }
    throw new ApiError(parsed.error ?? `HTTP_${response.status}`, parsed.message ?? `The server answered ${response.status}.`, parsed.recovery ?? 'Try again.', response.status);
  }
  return response;
}

export const api = {
  session: async (): Promise<SessionState> => (await call('GET', '/session')).json(),
  signIn: async (apiKey: string): Promise<SessionState> => (await call('POST', '/session', { apiKey })).json(),
  signOut: async (): Promise<void> => {
    await call('DELETE', '/session');
  },
  user: async (): Promise<UserInfo> => (await call('GET', '/user')).json(),
  upload: async (files: File[]): Promise<FileRecord[]> => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    return (await call('POST', '/bank-statement', form)).json();
  },
  status: async (uuids: string[]): Promise<FileStatus[]> => (await call('POST', '/bank-statement/status', { uuids })).json(),
  setPassword: async (uuid: string, password: string): Promise<PasswordResult> =>
    (await call('POST', '/bank-statement/set-password', { uuid, password })).json(),
  /** The statement JSON with each row's source (page, box, confidence). */
  preview: async (uuid: string): Promise<unknown> => (await call('POST', '/bank-statement/convert?format=JSON&source=true', { uuid })).json(),
  /** One file (`uuid`) or a merged ledger (`uuids`) in a format, as bytes and the server's file name. */
  download: async (target: { uuid: string } | { uuids: string[] }, format: Format): Promise<{ bytes: ArrayBuffer; filename: string | null; type: string }> => {
    const response = await call('POST', `/bank-statement/convert?format=${format}`, target);
    const disposition = response.headers.get('Content-Disposition') ?? '';
    const filename = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1] ?? /filename="([^"]+)"/i.exec(disposition)?.[1] ?? null;
    return { bytes: await response.arrayBuffer(), filename: filename ? decodeURIComponent(filename) : null, type: response.headers.get('Content-Type') ?? 'application/octet-stream' };
  },
};
