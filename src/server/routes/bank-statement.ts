/**
 * The four file routes. Each validates its input, calls a service and serialises the answer;
 * what happens to a file is decided in `services/`.
 */
import Router from '@koa/router';
import { type Caller, ownerOf } from '../caller.ts';
import { ServiceError } from '../errors.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { readJsonObject, requireString } from '../http/json-body.ts';
import { clientGone } from '../http/client-gone.ts';
import { discardRest } from '../http/discard-body.ts';
import { readUploadedFiles } from '../http/multipart.ts';
import { type Limits, MAX_JSON_BODY_BYTES, MAX_STATUS_UUIDS, MAX_UUID_LENGTH, MULTIPART_OVERHEAD_BYTES } from '../limits.ts';
import { limitConcurrentUploads } from '../middleware/limit-concurrent-uploads.ts';
import { requireCaller } from '../middleware/require-caller.ts';
import type { ConvertedFile, FileService } from '../services/file-service.ts';
import type { PasswordService } from '../services/password-service.ts';
import type { ConcurrencyLimiter } from '../services/rate-limiter.ts';
import { type UploadMemoryBudget, budgetRefusal } from '../services/upload-memory.ts';
import type { UploadAdmission, UploadService } from '../services/upload-service.ts';
import type { StatementViews } from '../services/statement-views.ts';
import { parseBooksRequest } from './books-request.ts';
import { RESULT_FORMATS as FORMATS, type ResultFormat } from '../store/types.ts';
import { contentDisposition } from '../http/content-disposition.ts';
/** Passwords are short; a bound keeps a hostile body from reaching the PDF parser. */
const MAX_PASSWORD_LENGTH = 1024;

export interface BankStatementRouteDeps {
  upload: UploadService;
  files: FileService;
  passwords: PasswordService;
  statements: StatementViews;
  uploadLimiter: ConcurrencyLimiter;
  uploadMemory: UploadMemoryBudget;
  limits: Limits;
}

const callerOf = (ctx: AppContext): Caller => ctx.state.identity.caller as Caller;

function parseFormat(raw: unknown): ResultFormat {
  const format = typeof raw === 'string' ? raw.toLowerCase() : '';
  if (!FORMATS.includes(format as ResultFormat)) {
    throw new ServiceError(
      'INVALID_FORMAT',
      `format must be CSV, XLSX or JSON (or the extensions OFX, QFX, QIF, BEANCOUNT, HLEDGER, CAMT053, MT940)${typeof raw === 'string' ? ` (got ${JSON.stringify(raw.slice(0, 20))})` : ''}.`,
    );
  }
  return format as ResultFormat;
}

/** `source=true` (or 1): the JSON with each row's source; only with format=JSON. */
function parseSourceFlag(raw: unknown, format: ResultFormat): boolean {
  if (raw === undefined) return false;
  const on = raw === 'true' || raw === '1';
  if (!on && raw !== 'false' && raw !== '0') throw new ServiceError('INVALID_REQUEST', 'source must be true or false.');
  if (on && format !== 'json') throw new ServiceError('INVALID_REQUEST', 'source=true is only available with format=JSON.');
  return on;
}

function parseUuids(body: Record<string, unknown>): string[] {
  const { uuids } = body;
  if (!Array.isArray(uuids) || uuids.some((u) => typeof u !== 'string'))
    throw new ServiceError('INVALID_REQUEST', '"uuids" is required and must be an array of strings.');
  if (uuids.length > MAX_STATUS_UUIDS) throw new ServiceError('INVALID_REQUEST', `At most ${MAX_STATUS_UUIDS} uuids per call.`);
  if (uuids.some((u: string) => u.length > MAX_UUID_LENGTH)) throw new ServiceError('INVALID_REQUEST', `A uuid is at most ${MAX_UUID_LENGTH} characters.`);
  return uuids as string[];
}

/** The body length the client declares, or null (chunked, or no usable header). */
function declaredLength(ctx: AppContext): number | null {
  const raw = ctx.get('Content-Length');
  const value = Number(raw);
  return raw !== '' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

export function bankStatementRoutes(deps: BankStatementRouteDeps): Router<AppState> {
  const { limits } = deps;
  const router = new Router<AppState>();
  const largestUpload = limits.maxFilesPerUpload * limits.maxFileBytes + MULTIPART_OVERHEAD_BYTES;

  router.post('/bank-statement', requireCaller(), limitConcurrentUploads({ limiter: deps.uploadLimiter }), async function uploadStatements(ctx: AppContext) {
    const declared = declaredLength(ctx);
    // A declared length no valid upload can have is refused before a byte of it is read (the
    // connection closes, so a client still sending such a body may see a broken pipe instead).
    if (declared !== null && declared > largestUpload) {
      throw new ServiceError('FILE_TOO_LARGE', `The upload is larger than ${limits.maxFilesPerUpload} files of ${limits.maxFileBytes} bytes.`, {
        headers: { Connection: 'close' },
      });
    }
    const caller = callerOf(ctx);
    // Bytes wait in this process until their analysis ends: they come out of a budget in which
    // each caller has its share (review M1; review 2026-11-26, finding 1).
    const hold = deps.uploadMemory.open({ owner: ownerOf(caller), anonymous: caller.kind === 'anonymous' });
    try {
      let admission: UploadAdmission;
      try {
        // Credits and storage quota before a byte of the body is read, then the budget for what it declares.
        admission = await deps.upload.admit(caller, declared);
        const short = declared === null ? null : hold.shortfall(declared);
        if (short !== null) throw budgetRefusal(short, hold.limits);
      } catch (error) {
        // The client may still be sending: read and drop the rest, so it can read the answer.
        discardRest(ctx.req, largestUpload);
        throw error;
      }
      const gone = clientGone(ctx.res);
      const files = await readUploadedFiles(ctx.req, {
        maxFileBytes: limits.maxFileBytes,
        maxFiles: limits.maxFilesPerUpload,
        maxDiscardBytes: largestUpload,
        hold,
        allowance: admission,
        minRate: { bytesPerSecond: limits.minUploadBytesPerSecond, windowMs: limits.uploadRateWindowMs },
      });
      ctx.status = 201;
      ctx.body = await deps.upload.upload(caller, files, gone);
    } finally {
      hold.release();
    }
  });

  router.post('/bank-statement/status', requireCaller(), async function fileStatus(ctx: AppContext) {
    const uuids = parseUuids(await readJsonObject(ctx.req, MAX_JSON_BODY_BYTES));
    ctx.body = await deps.files.status(callerOf(ctx), uuids);
  });

  router.post('/bank-statement/convert', requireCaller(), async function convertStatement(ctx: AppContext) {
    const format = parseFormat(ctx.query.format);
    const source = parseSourceFlag(ctx.query.source, format);
    const body = await readJsonObject(ctx.req, MAX_JSON_BODY_BYTES);
    const books = parseBooksRequest(body);
    let converted: ConvertedFile;
    if (body.uuids !== undefined) {
      // Several files: one merged ledger (docs/api.md, "Merged ledger").
      if (body.uuid !== undefined) throw new ServiceError('INVALID_REQUEST', 'Send "uuid" (one file) or "uuids" (a merged ledger), not both.');
      if (source) throw new ServiceError('INVALID_REQUEST', 'source=true is for one file; a merged ledger has no row sources.');
      converted = await deps.statements.merged(callerOf(ctx), parseUuids(body), format, books ?? {});
    } else {
      const uuid = requireString(body, 'uuid', MAX_UUID_LENGTH);
      if (source && books) throw new ServiceError('INVALID_REQUEST', 'source=true cannot be combined with categories, rules, history or account names.');
      converted = source
        ? await deps.statements.sourced(callerOf(ctx), uuid)
        : books
          ? await deps.statements.forBooks(callerOf(ctx), uuid, format, books)
          : await deps.files.convert(callerOf(ctx), uuid, format);
    }
    if (converted.attachmentName) ctx.set('Content-Disposition', contentDisposition(converted.attachmentName));
    ctx.type = converted.contentType;
    ctx.body = converted.body;
  });

  // set-password analyses a PDF like an upload does: the same in-flight limit applies (review H1).
  router.post(
    '/bank-statement/set-password',
    requireCaller(),
    limitConcurrentUploads({ limiter: deps.uploadLimiter }),
    async function setPassword(ctx: AppContext) {
      const body = await readJsonObject(ctx.req, MAX_JSON_BODY_BYTES);
      const uuid = requireString(body, 'uuid', MAX_UUID_LENGTH);
      const password = requireString(body, 'password', MAX_PASSWORD_LENGTH);
      ctx.body = await deps.passwords.setPassword(callerOf(ctx), uuid, password, clientGone(ctx.res));
    },
  );

  return router;
}
