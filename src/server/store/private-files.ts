/**
 * Statements, results and the user database are readable by the service's account only (review
 * M3): directories 0700, files 0600, whatever the process umask (`bsc serve` also sets 077).
 */
import { chmod, mkdir } from 'node:fs/promises';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and parents) 0700; an existing one is narrowed to 0700 as well. */
export async function makePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(dir, PRIVATE_DIR_MODE);
}
