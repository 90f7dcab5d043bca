/**
 * Passwords for encrypted PDFs: `--password` (repeatable), `--password-file FILE` (one per line)
 * and `BSC_PASSWORDS` (one per line: newline-separated, since a password may hold any other
 * character). Each encrypted file is tried with each password in turn. Passwords are never
 * printed, not even in errors.
 */
import { readFile } from 'node:fs/promises';
import { ConversionError } from '../index.ts';
import { UsageError } from './exit-codes.ts';

export const PASSWORDS_ENV = 'BSC_PASSWORDS';

const lines = (text: string) => text.split(/\r?\n/).filter((line) => line.length > 0);

/** Command line first, then the file, then the environment; each password once. */
export async function gatherPasswords(flags: readonly string[], file: string | undefined, env: NodeJS.ProcessEnv): Promise<string[]> {
  let fromFile: string[] = [];
  if (file !== undefined) {
    try {
      fromFile = lines(await readFile(file, 'utf8'));
    } catch (error) {
      throw new UsageError(`--password-file ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`);
    }
  }
  return [...new Set([...flags, ...fromFile, ...lines(env[PASSWORDS_ENV] ?? '')])];
}

const isPasswordError = (error: unknown) => ConversionError.is(error) && (error.code === 'INVALID_PASSWORD' || error.code === 'PASSWORD_REQUIRED');

/**
 * Runs `attempt` with no password, then (while the PDF asks for one or rejects the one given)
 * with each password in turn. The last password error says how many were tried.
 */
export async function withPasswords<T>(passwords: readonly string[], attempt: (password: string | undefined) => Promise<T>): Promise<T> {
  try {
    return await attempt(undefined);
  } catch (error) {
    if (!isPasswordError(error) || passwords.length === 0) throw error;
  }
  for (const password of passwords) {
    try {
      return await attempt(password);
    } catch (error) {
      if (!isPasswordError(error)) throw error;
    }
  }
  const tried = passwords.length === 1 ? 'the password given is wrong' : `none of the ${passwords.length} passwords given opens it`;
  throw new ConversionError('INVALID_PASSWORD', `The PDF is password-protected and ${tried}.`);
}
