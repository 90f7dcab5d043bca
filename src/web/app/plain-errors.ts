/**
 * Failures in words for people. The API's messages name the file and say what happened, so they
 * stay; its recovery texts are written for programs ("call set-password again"), so the page
 * says what to do in the page instead. The in-browser engine's errors already speak the page's
 * language and pass through.
 */
import { ApiError } from './api.ts';

export interface Problem {
  code: string;
  message: string;
  recovery: string;
}

const RECOVERY: Record<string, string> = {
  INVALID_FILE_TYPE: 'Check that this is the PDF your bank gave you (not a photo or a document saved another way), then drop it again.',
  FILE_TOO_LARGE: 'The server takes files of up to 3 MB. Switch on “Convert in this browser” (no size limit there), or split the PDF.',
  INSUFFICIENT_CREDITS: 'Each page uses one credit and this account has too few left. Ask for more credits, or convert the file in this browser (free).',
  STORAGE_QUOTA_EXCEEDED: 'Remove files you no longer need from the list, or wait until older ones expire, then retry.',
  PASSWORD_REQUIRED: 'Enter the PDF’s password below.',
  INVALID_PASSWORD: 'Check the password (it is the PDF’s, not your sign-in key) and try again.',
  PROCESSING_FAILED: 'Check that the PDF is a readable bank statement. Retry, or switch on “Convert in this browser” and drop it again.',
  FILE_NOT_FOUND: 'The server no longer has this file: files are deleted after 24 hours, or it was removed. Drop the PDF again to convert it again.',
  FILE_NOT_READY: 'It is still being read; the page asks again by itself.',
  RATE_LIMIT_EXCEEDED: 'The page waits and tries again by itself.',
  SERVICE_BUSY: 'The server is busy; the page tries again by itself.',
  SERVICE_UNAVAILABLE: 'The server cannot reach its database; the page tries again by itself.',
  NETWORK: 'The page keeps trying, and carries on by itself when the server answers again.',
  UNAUTHORIZED: 'Your session has ended: sign in again with your API key.',
  FORBIDDEN_ORIGIN: 'Open the converter at the server’s own address and try again.',
  INVALID_REQUEST: 'Reload the page and try again.',
  INTERNAL_ERROR: 'Retry; if it keeps failing, tell whoever runs this server.',
};

/** A daily allowance refusal: waiting minutes will not help, so the page does not wait. */
export const LONG_WAIT_SECONDS = 120;

export function describeProblem(error: unknown): Problem {
  if (error instanceof ApiError) {
    let recovery = RECOVERY[error.code] ?? 'Try again.';
    if (error.code === 'RATE_LIMIT_EXCEEDED' && (error.retryAfter ?? 0) > LONG_WAIT_SECONDS) {
      recovery = 'This is a daily allowance: try again tomorrow, sign in with an API key, or switch on “Convert in this browser”.';
    }
    return { code: error.code, message: error.message, recovery };
  }
  if (typeof error === 'object' && error !== null && 'recovery' in error && 'message' in error) {
    const local = error as { code?: string; message: string; recovery: string };
    return { code: local.code ?? 'ENGINE_FAILED', message: local.message, recovery: local.recovery };
  }
  return { code: 'ENGINE_FAILED', message: error instanceof Error ? error.message : String(error), recovery: 'Retry; if it keeps failing, reload the page.' };
}

/** The server is out of reach, or says so: wait for it rather than fail the file. */
export const isOutage = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.code === 'NETWORK' ||
    error.code === 'SERVICE_UNAVAILABLE' ||
    error.code === 'SERVICE_BUSY' ||
    error.status === 502 ||
    error.status === 503 ||
    error.status === 504);
