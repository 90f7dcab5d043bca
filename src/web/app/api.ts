/**
 * The v1 API as the page uses it. The session cookie rides along by itself (same origin); the
 * page never sees or stores a key. Errors come back as ApiError with the API's code, message and
 * recovery (the page rewords the recovery: plain-errors.ts); a server that cannot be reached is
 * code NETWORK, status 0.
 */
import type {
  ApiErrorBody,
  ConvertedStatement,
  FilePage,
  FileRecord as WireFileRecord,
  FileStatus,
  Format,
  PasswordResult,
  SessionState,
  UserInfo,
} from '../../wire-types.ts';
import { type PlainStatement, parsePlainStatement } from './plain-statement.ts';

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly recovery: string,
    readonly status: number,
    /** Seconds, from Retry-After. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }
}

/** Upload answers without `progress`; status adds it. */
export type FileRecord = WireFileRecord & Partial<Pick<FileStatus, 'progress'>>;
export type { Format };

const API = '/api/v1';

/** When the rate limit lets the next request through (ms since epoch); 0 when it does now. */
let rateLimitedUntil = 0;

export function rateLimitWait(): number {
  return Math.max(0, rateLimitedUntil - Date.now());
}

function noteRateLimit(header: (name: string) => string | null): void {
  const remaining = header('X-RateLimit-Remaining');
  const reset = Number(header('X-RateLimit-Reset'));
  rateLimitedUntil = remaining !== null && Number(remaining) <= 0 && reset > 0 ? reset * 1000 : 0;
}

const networkError = (): ApiError =>
  new ApiError('NETWORK', 'The server could not be reached.', 'The page keeps trying and carries on by itself when the server answers again.', 0);

function errorFrom(status: number, text: string, retryAfter: string | null): ApiError {
  let parsed: Partial<ApiErrorBody> = {};
  try {
    parsed = JSON.parse(text) as Partial<ApiErrorBody>;
  } catch {
    // Not the API's JSON (a proxy's page): the status says enough.
  }
  const seconds = retryAfter !== null && /^\d+$/.test(retryAfter) ? Number(retryAfter) : null;
  return new ApiError(parsed.error ?? `HTTP_${status}`, parsed.message ?? `The server answered ${status}.`, parsed.recovery ?? 'Try again.', status, seconds);
}

async function call(method: string, path: string, body?: object): Promise<Response> {
  const init: RequestInit = { method, credentials: 'same-origin', headers: {} };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(`${API}${path}`, init);
  } catch {
    throw networkError();
  }
  noteRateLimit((name) => response.headers.get(name));
  if (!response.ok) throw errorFrom(response.status, await response.text().catch(() => ''), response.headers.get('Retry-After'));
  return response;
}

/**
 * One file in one upload request (so one bad file fails alone), through XMLHttpRequest: unlike
 * fetch it reports how much of the body has been sent.
 */
function uploadOne(file: Blob, name: string, onProgress: (sent: number) => void): Promise<FileRecord> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API}/bank-statement`);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(networkError());
    request.onabort = () => reject(networkError());
    request.onload = () => {
      noteRateLimit((header) => request.getResponseHeader(header));
      if (request.status === 201) {
        try {
          const [record] = JSON.parse(request.responseText) as FileRecord[];
          if (record) return resolve(record);
        } catch {
          // Fall through: not the API's answer.
        }
        return reject(new ApiError('HTTP_201', 'The server answered the upload with something this page cannot read.', 'Reload the page and try again.', 201));
      }
      reject(request.status === 0 ? networkError() : errorFrom(request.status, request.responseText, request.getResponseHeader('Retry-After')));
    };
    const form = new FormData();
    form.append('files', file, name);
    request.send(form);
  });
}

export const api = {
  session: async (): Promise<SessionState> => (await call('GET', '/session')).json(),
  signIn: async (apiKey: string): Promise<SessionState> => (await call('POST', '/session', { apiKey })).json(),
  signOut: async (): Promise<void> => {
    await call('DELETE', '/session');
  },
  user: async (): Promise<UserInfo> => (await call('GET', '/user')).json(),
  uploadOne,
  status: async (uuids: string[]): Promise<FileStatus[]> => (await call('POST', '/bank-statement/status', { uuids })).json(),
  setPassword: async (uuid: string, password: string): Promise<PasswordResult> =>
    (await call('POST', '/bank-statement/set-password', { uuid, password })).json(),
  /** One page of the caller's live files, newest first. */
  list: async (cursor: string | null, limit = 100): Promise<FilePage> =>
    (await call('GET', `/bank-statement?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).json(),
  remove: async (uuid: string): Promise<void> => {
    await call('DELETE', `/bank-statement/${encodeURIComponent(uuid)}`);
  },
  /** The converted statement in the library's own form (exact money, each row's source). */
  statement: async (uuid: string): Promise<PlainStatement> =>
    parsePlainStatement(await (await call('GET', `/bank-statement/${encodeURIComponent(uuid)}/statement`)).text()),
  /**
   * The statement JSON with a category proposed for every row, learnt by the server from the
   * user's own ledger (docs/accounting.md): only when the page has no engine to do it here.
   */
  propose: async (uuid: string, history: string): Promise<ConvertedStatement> =>
    (await call('POST', '/bank-statement/convert?format=JSON', { uuid, history })).json(),
  /**
   * One file (`uuid`) or a merged ledger (`uuids`) made by the server, as bytes: the downloads when
   * the page has no engine. `categories`: the user's choice per row of the stored statement.
   */
  download: async (target: ({ uuid: string } | { uuids: string[] }) & { categories?: (string | null)[] }, format: Format): Promise<Uint8Array> =>
    new Uint8Array(await (await call('POST', `/bank-statement/convert?format=${format}`, target)).arrayBuffer()),
};
