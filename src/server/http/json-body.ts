/**
 * Reads a small JSON object from a request body, whatever its Content-Type (curl's `-d` sends
 * form encoding by default, and the body is JSON all the same).
 */
import type { IncomingMessage } from 'node:http';
import { ServiceError } from '../errors.ts';

export async function readJsonObject(req: IncomingMessage, maxBytes: number): Promise<Record<string, unknown>> {
  const declared = Number(req.headers['content-length']);
  if (declared > maxBytes) throw new ServiceError('INVALID_REQUEST', `The JSON body is larger than ${maxBytes} bytes.`, { headers: { Connection: 'close' } });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new ServiceError('INVALID_REQUEST', `The JSON body is larger than ${maxBytes} bytes.`, { headers: { Connection: 'close' } });
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') throw new ServiceError('INVALID_REQUEST', 'The request needs a JSON object body.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ServiceError('INVALID_REQUEST', 'The body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ServiceError('INVALID_REQUEST', 'The body must be a JSON object.');
  return value as Record<string, unknown>;
}

/** A required string field, or 400 INVALID_REQUEST naming it. */
export function requireString(body: Record<string, unknown>, field: string, maxLength?: number): string {
  const value = body[field];
  if (typeof value !== 'string') throw new ServiceError('INVALID_REQUEST', `"${field}" is required and must be a string.`);
  if (maxLength !== undefined && value.length > maxLength) throw new ServiceError('INVALID_REQUEST', `"${field}" is longer than ${maxLength} characters.`);
  return value;
}
