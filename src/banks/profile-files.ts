/**
 * Bank profiles as data files (JSON or YAML), for `bsc convert --profile`, `BSC_PROFILES` and
 * `loadProfiles` in the library. A file holds one profile or a list of them, in the shape of
 * `defineBank` (schemas/bank-profile.schema.json), except that `locale` may name one of the
 * shared presets ("enUS", "deDE": see `LOCALES`). Every profile is validated as `defineBank`
 * validates code profiles; a file that does not hold valid profiles is an error naming the file.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { delimiter, extname, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { LOCALES } from './conventions.ts';
import { type BankProfile, defineBank } from './define-bank.ts';
import { listBanks, registerBank } from './index.ts';

const PROFILE_EXTENSIONS = new Set(['.json', '.yaml', '.yml']);

export class ProfileFileError extends Error {
  readonly code = 'INVALID_PROFILE';
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
    this.name = 'ProfileFileError';
  }
}

/** The profiles a file's text declares (JSON or YAML: YAML reads JSON too). */
export function parseProfiles(text: string, file: string): BankProfile[] {
  let data: unknown;
  try {
    data = extname(file).toLowerCase() === '.json' ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    throw new ProfileFileError(file, `not valid ${extname(file).toLowerCase() === '.json' ? 'JSON' : 'YAML'}: ${(error as Error).message}`);
  }
  const list = Array.isArray(data) ? data : [data];
  return list.map((item, i) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw new ProfileFileError(file, `profile ${i + 1} is not an object`);
    try {
      return defineBank(withLocalePreset(item as Record<string, unknown>));
    } catch (error) {
      throw new ProfileFileError(file, (error as Error).message);
    }
  });
}

/** `locale: "enUS"` stands for the shared preset of that name. */
function withLocalePreset(item: Record<string, unknown>): BankProfile {
  const locale = item.locale;
  if (typeof locale !== 'string') return item as unknown as BankProfile;
  const preset = (LOCALES as Record<string, unknown>)[locale];
  if (!preset) throw new TypeError(`locale "${locale}" is not a preset; use one of ${Object.keys(LOCALES).join(', ')}, or write the locale out`);
  return { ...item, locale: { ...(preset as object) } } as unknown as BankProfile;
}

/** The profile files a path names: the file itself, or every .json/.yaml/.yml file of a folder (sorted). */
function profileFilesAt(path: string): string[] {
  let isFolder: boolean;
  try {
    isFolder = statSync(path).isDirectory();
  } catch {
    throw new ProfileFileError(path, 'no such file or folder');
  }
  if (!isFolder) return [path];
  return readdirSync(path)
    .filter((name) => PROFILE_EXTENSIONS.has(extname(name).toLowerCase()))
    .sort()
    .map((name) => join(path, name));
}

/**
 * Reads the profiles in these files and folders, in order.
 * @example
 * for (const profile of loadProfiles(['./profiles'])) registerBank(profile);
 */
export function loadProfiles(paths: readonly string[]): BankProfile[] {
  return paths.flatMap(profileFilesAt).flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      throw new ProfileFileError(file, `cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
    return parseProfiles(text, file);
  });
}

/** The paths of `BSC_PROFILES` (files or folders, separated as in PATH). */
export function profilePathsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.BSC_PROFILES ?? '').split(delimiter).filter((p) => p.trim() !== '');
}

/** Throws when a profile takes an id already registered (or earlier in the list) without `override: true`. */
export function checkProfileIds(profiles: readonly BankProfile[]): void {
  const taken = new Set(listBanks().map((p) => p.id));
  for (const profile of profiles) {
    if (taken.has(profile.id) && profile.override !== true) {
      throw new ProfileFileError(profile.id, `this id is taken by another profile. To replace that profile deliberately, add "override": true.`);
    }
    taken.add(profile.id);
  }
}

/** Registers the profiles of `BSC_PROFILES` and of `paths`; returns them. A clash or a bad file throws. */
export function registerProfileFiles(paths: readonly string[] = [], env: NodeJS.ProcessEnv = process.env): BankProfile[] {
  const profiles = loadProfiles([...profilePathsFromEnv(env), ...paths]);
  checkProfileIds(profiles);
  for (const profile of profiles) registerBank(profile);
  return profiles;
}
