/**
 * Node answers a request it cannot parse (a malformed request line, headers too large, the
 * request timeout) itself, before Koa sees it, with a bare status line. This answers the same
 * statuses with the API's error body and the security headers every other answer carries
 * (security review 2026-11-26, finding 9), then closes the connection as Node does.
 */
import type { Duplex } from 'node:stream';
import { ERROR_CATALOG, type ErrorCode } from '../errors.ts';
import { API_SECURITY_HEADERS } from '../middleware/response-headers.ts';

const REASONS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

function answerFor(code: string | undefined): { status: number; error: ErrorCode; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, error: 'REQUEST_TIMEOUT', message: 'The request did not arrive within the time limit.' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, error: 'INVALID_REQUEST', message: 'The request headers are too large.' };
  return { status: 400, error: 'INVALID_REQUEST', message: 'The request could not be parsed as HTTP.' };
}

/** The server's 'clientError' listener. */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  // A peer that reset the connection, or an answer already under way, must not get another one.
  if (error.code !== 'ECONNRESET' && socket.writable && !inFlight?.headersSent) {
    const { status, error: code, message } = answerFor(error.code);
    const body = JSON.stringify({ error: code, message, recovery: ERROR_CATALOG[code].recovery });
    const headers = {
      ...API_SECURITY_HEADERS,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
    };
    const head = [`HTTP/1.1 ${status} ${REASONS[status]}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)].join('\r\n');
    socket.write(`${head}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
