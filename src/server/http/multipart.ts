/**
 * Reads the `files` parts of a multipart upload into memory, enforcing the limits while the bytes
 * arrive: a file over the size limit, a part too many, more files or bytes than the caller can be
 * charged for or store, a body arriving too slowly, or a malformed body stops the parse at
 * once — nothing more is buffered. The rest of the body is read and dropped, so that a client
 * still sending can read the error answer; one that sends more than `maxDiscardBytes` on top is
 * cut off.
 */
import type { IncomingMessage } from 'node:http';
import { basename } from 'node:path/posix';
import busboy from 'busboy';
import { ServiceError } from '../errors.ts';
import { MAX_FORM_FIELD_BYTES, MAX_FORM_FIELDS } from '../limits.ts';
import type { IncomingFile } from '../services/upload-service.ts';
import { type UploadHold, budgetRefusal } from '../services/upload-memory.ts';
import { type BodyRate, watchBodyRate } from './body-rate.ts';
import { discardRest } from './discard-body.ts';

export const UPLOAD_FIELD = 'files';
/** File names are shown back to the client and used in download names; longer ones are cut. */
const MAX_FILENAME_LENGTH = 255;
const FALLBACK_FILENAME = 'statement.pdf';
export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
  /** After a rejection, how much more of the body is read and dropped before the socket is closed. */
  maxDiscardBytes: number;
  /** The process-wide budget for bytes held in memory (and its shares); the caller releases it when done. */
  hold?: UploadHold;
  /**
   * What the caller can be charged for, known before the body is read: past `files` file parts or
   * `bytes` of files the upload is refused at once with `refuse`'s error (credits, storage quota).
   */
  allowance?: { files: number; bytes: number; refuse(kind: 'files' | 'bytes', needed: number): ServiceError };
  /** Slower than this, the body is refused (408) and the connection closed. */
  minRate?: BodyRate;
}

export function bodyTooSlow(rate: BodyRate): ServiceError {
  return new ServiceError(
    'REQUEST_TIMEOUT',
    `The upload arrived slower than ${rate.bytesPerSecond} bytes a second over ${rate.windowMs / 1000} s; nothing was stored.`,
    {
      headers: { Connection: 'close' },
    },
  );
}

export function cleanFilename(raw: string | undefined): string {
  // Browsers on Windows may send a full path; keep the last segment, drop control characters.
  const name = basename((raw ?? '').replaceAll('\\', '/'))
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return name.slice(0, MAX_FILENAME_LENGTH) || FALLBACK_FILENAME;
}

export function readUploadedFiles(req: IncomingMessage, limits: UploadLimits): Promise<IncomingFile[]> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: {
          // busboy reports a file that *reaches* fileSize; one byte more lets exactly the limit through.
          fileSize: limits.maxFileBytes + 1,
          files: limits.maxFiles,
          fields: MAX_FORM_FIELDS,
          fieldSize: MAX_FORM_FIELD_BYTES,
          parts: limits.maxFiles + MAX_FORM_FIELDS,
        },
      });
    } catch {
      reject(new ServiceError('INVALID_REQUEST', `The body must be multipart/form-data with one or more "${UPLOAD_FIELD}" parts.`));
      return;
    }

    const files: IncomingFile[] = [];
    let settled = false;
    let fileParts = 0;
    let fileBytes = 0;
    const stopWatching = limits.minRate
      ? watchBodyRate(req, limits.minRate, () => fail(bodyTooSlow(limits.minRate as BodyRate), { keepReading: false }))
      : () => undefined;
    /** `keepReading: false`: the rest of the body is not awaited; the answer closes the connection. */
    const fail = (error: ServiceError, options: { keepReading?: boolean } = {}): void => {
      if (settled) return;
      settled = true;
      stopWatching();
      req.unpipe(parser);
      if (!req.destroyed && options.keepReading !== false) discardRest(req, limits.maxDiscardBytes);
      reject(error);
    };

    const malformed = (): void => fail(new ServiceError('INVALID_REQUEST', 'The multipart body is malformed or ends before its closing boundary.'));
    parser.on('file', (field, stream, info) => {
      // busboy destroys the open file stream with an error when the body ends inside it ("Unexpected
      // end of form"); an EventEmitter 'error' without a listener would throw and end the process.
      // So every file stream gets a listener before anything else, including the ones only drained.
      stream.on('error', malformed);
      if (settled) return void stream.resume();
      if (field !== UPLOAD_FIELD) {
        stream.resume();
        return fail(new ServiceError('INVALID_REQUEST', `Unexpected file part "${field}"; send the PDFs as "${UPLOAD_FIELD}" parts.`));
      }
      const filename = cleanFilename(info.filename);
      const { allowance } = limits;
      // One credit per file at least: the file part past the credits refuses the upload as it begins.
      if (allowance && ++fileParts > allowance.files) {
        stream.resume();
        return fail(allowance.refuse('files', fileParts));
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (settled) return;
        fileBytes += chunk.length;
        if (allowance && fileBytes > allowance.bytes) {
          chunks.length = 0;
          return fail(allowance.refuse('bytes', fileBytes));
        }
        const short = limits.hold?.take(chunk.length) ?? null;
        if (short !== null) {
          // The rest of the body is dropped as it arrives (never held), so the client reads the answer.
          chunks.length = 0;
          return fail(budgetRefusal(short, (limits.hold as UploadHold).limits));
        }
        chunks.push(chunk);
      });
      stream.on('limit', () => {
        chunks.length = 0;
        fail(new ServiceError('FILE_TOO_LARGE', `${JSON.stringify(filename)} exceeds the limit of ${limits.maxFileBytes} bytes (3 MB).`));
      });
      stream.on('end', () => {
        if (!settled && !stream.truncated) files.push({ filename, bytes: Buffer.concat(chunks) });
      });
    });
    // A field value is never read; one over the size limit is refused rather than silently cut.
    parser.on('field', (_name, _value, info) => {
      if (info.valueTruncated || info.nameTruncated)
        fail(new ServiceError('INVALID_REQUEST', `A form field is longer than ${MAX_FORM_FIELD_BYTES} bytes; send only "${UPLOAD_FIELD}" parts.`));
    });
    parser.on('filesLimit', () => fail(new ServiceError('INVALID_REQUEST', `At most ${limits.maxFiles} files can be uploaded in one request.`)));
    parser.on('fieldsLimit', () => fail(new ServiceError('INVALID_REQUEST', `Too many form fields; send only "${UPLOAD_FIELD}" parts.`)));
    parser.on('partsLimit', () => fail(new ServiceError('INVALID_REQUEST', 'Too many parts in the upload.')));
    parser.on('error', malformed);
    parser.on('close', () => {
      if (settled) return;
      if (files.length === 0) return fail(new ServiceError('INVALID_REQUEST', `No file was uploaded; send one or more "${UPLOAD_FIELD}" parts.`));
      settled = true;
      stopWatching();
      resolve(files);
    });
    // A client that goes away mid-upload must not hold its upload slot: fail as soon as it does.
    req.on('error', () => fail(new ServiceError('INVALID_REQUEST', 'The upload was interrupted.')));
    req.on('close', () => {
      if (!req.complete) fail(new ServiceError('INVALID_REQUEST', 'The upload was interrupted.'));
    });
    req.pipe(parser);
  });
}
