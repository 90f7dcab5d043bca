/**
 * The server's configuration from command-line flags and environment variables (flags win),
 * with the defaults documented in docs/api.md.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ProfileFileError, checkProfileIds, loadProfiles, profilePathsFromEnv } from '../index.ts';
import { DEFAULT_PROCESSOR_OPTIONS } from './jobs/pdf-processor.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import { type LogFormat, parseLogFormat } from './logger.ts';

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL URL (--database / DATABASE_URL); undefined keeps SQLite in dataDir. */
  databaseUrl: string | undefined;
  /** Run OCR jobs in this process; false (--no-worker) leaves them to `bsc worker` processes. */
  runJobs: boolean;
  retentionHours: number;
  anonymous: boolean;
  trustProxy: boolean;
  /** The origin users reach the service at behind a reverse proxy (`https://bank.example.com`), or null. */
  publicOrigin: string | null;
  parseWorkers: number;
  ocrWorkers: number;
  /** Tesseract threads per OCR process; undefined: one per core. */
  ocrThreads: number | undefined;
  /** undefined: json when stderr (the log) is not a terminal, pretty when it is. */
  logFormat: LogFormat | undefined;
  /** The user's bank profile files and folders (`--profile`, `BSC_PROFILES`), absolute, checked. */
  profiles: string[];
}

export const DEFAULT_PORT = 3000;
/** Loopback by default: reachable from this machine only until HOST says otherwise. */
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_DATA_DIR = './data';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function wholeNumber(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be a whole number of at least ${min} (got "${raw}").`);
  return value;
}

function positiveNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new ConfigError(`${name} must be a number above 0 (got "${raw}").`);
  return value;
}

const flag = (raw: string | undefined): boolean => raw !== undefined && /^(1|true|yes|on)$/i.test(raw);

export const SERVER_FLAGS = {
  port: { type: 'string' },
  host: { type: 'string' },
  'data-dir': { type: 'string' },
  database: { type: 'string' },
  'no-worker': { type: 'boolean' },
  'retention-hours': { type: 'string' },
  anonymous: { type: 'boolean' },
  'trust-proxy': { type: 'boolean' },
  'public-origin': { type: 'string' },
  'parse-workers': { type: 'string' },
  'ocr-workers': { type: 'string' },
  'ocr-threads': { type: 'string' },
  'log-format': { type: 'string' },
  profile: { type: 'string', multiple: true },
} as const;

function logFormat(raw: string | undefined): LogFormat | undefined {
  if (raw === undefined || raw === '') return undefined;
  const format = parseLogFormat(raw);
  if (!format) throw new ConfigError(`--log-format / LOG_FORMAT must be json or pretty (got "${raw}").`);
  return format;
}

/** The profile paths made absolute (the children start elsewhere), each file read and checked now. */
export function profilePaths(given: string[], env: NodeJS.ProcessEnv): string[] {
  const paths = [...profilePathsFromEnv(env), ...given].map((p) => resolve(p));
  try {
    checkProfileIds(loadProfiles(paths));
  } catch (error) {
    if (error instanceof ProfileFileError) throw new ConfigError(`--profile / BSC_PROFILES: ${error.message}`);
    throw error;
  }
  return paths;
}

export function databaseUrlFrom(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (!/^postgres(?:ql)?:\/\//i.test(raw.trim())) throw new ConfigError('--database / DATABASE_URL must be a postgres:// or postgresql:// URL.');
  return raw.trim();
}

/**
 * `scheme://host[:port]` as a browser writes it in `Origin`, lower-cased; nothing else (a path, a
 * query, credentials) is part of an origin, so they are refused rather than silently dropped.
 */
export function publicOriginFrom(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  const text = raw.trim().replace(/\/$/, '');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`--public-origin / PUBLIC_ORIGIN must be an origin such as https://bank.example.com (got "${raw}").`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin.toLowerCase() !== text.toLowerCase()) {
    throw new ConfigError(`--public-origin / PUBLIC_ORIGIN must be http(s)://host[:port] with no path, query or user (got "${raw}").`);
  }
  return url.origin.toLowerCase();
}

export function readServerConfig(args: string[], env: NodeJS.ProcessEnv): ServerConfig {
  const { values } = parseArgs({ args, options: SERVER_FLAGS, allowPositionals: false });
  const ocrThreads = values['ocr-threads'] ?? env.OCR_THREADS;
  return {
    host: values.host ?? env.HOST ?? DEFAULT_HOST,
    port: wholeNumber('--port / PORT', values.port ?? env.PORT, DEFAULT_PORT, 0),
    dataDir: values['data-dir'] ?? env.DATA_DIR ?? DEFAULT_DATA_DIR,
    databaseUrl: databaseUrlFrom(values.database ?? env.DATABASE_URL),
    runJobs: !(values['no-worker'] ?? flag(env.NO_WORKER)),
    retentionHours: positiveNumber(
      '--retention-hours / RETENTION_HOURS',
      values['retention-hours'] ?? env.RETENTION_HOURS,
      DEFAULT_LIMITS.retentionMs / 3_600_000,
    ),
    anonymous: values.anonymous ?? flag(env.ANONYMOUS),
    trustProxy: values['trust-proxy'] ?? flag(env.TRUST_PROXY),
    publicOrigin: publicOriginFrom(values['public-origin'] ?? env.PUBLIC_ORIGIN),
    parseWorkers: wholeNumber('--parse-workers / PARSE_WORKERS', values['parse-workers'] ?? env.PARSE_WORKERS, DEFAULT_PROCESSOR_OPTIONS.parseWorkers, 1),
    ocrWorkers: wholeNumber('--ocr-workers / OCR_WORKERS', values['ocr-workers'] ?? env.OCR_WORKERS, DEFAULT_PROCESSOR_OPTIONS.ocrWorkers, 1),
    ocrThreads: ocrThreads === undefined || ocrThreads === '' ? undefined : wholeNumber('--ocr-threads / OCR_THREADS', ocrThreads, 1, 1),
    logFormat: logFormat(values['log-format'] ?? env.LOG_FORMAT),
    profiles: profilePaths(values.profile ?? [], env),
  };
}
