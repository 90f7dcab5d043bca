/**
 * `--profile FILE` (repeatable) and `BSC_PROFILES`: the user's bank profile files, registered before
 * any statement is read. A file that is not a valid profile stops the command with its reason.
 */
import { type BankProfile, ProfileFileError, registerProfileFiles } from '../index.ts';
import { UsageError } from './exit-codes.ts';

export const PROFILE_OPTION = { profile: { type: 'string', multiple: true } } as const;

export function useProfileFiles(paths: readonly string[] | undefined, env: NodeJS.ProcessEnv): BankProfile[] {
  try {
    return registerProfileFiles(paths ?? [], env);
  } catch (error) {
    if (error instanceof ProfileFileError) throw new UsageError(`bank profile ${error.message}`);
    throw error;
  }
}
