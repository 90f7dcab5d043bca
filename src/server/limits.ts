/**
 * The service's limits (docs/api.md, "Limits and headers"), in one place. `createApp` and the
 * runtime take a `Limits` so tests and benchmarks can change one value without editing code.
 */
export interface Limits {
  /** Bytes per uploaded file. */
  maxFileBytes: number;
  maxFilesPerUpload: number;
  /** Requests per window for a key; for callers without a valid key, per client IP. */
  authenticatedRequestsPerWindow: number;
  anonymousRequestsPerWindow: number;
  rateLimitWindowMs: number;
  authenticatedConcurrentUploads: number;
  anonymousConcurrentUploads: number;
  /** Pages an anonymous client IP may have converted per UTC day. */
  anonymousPagesPerDay: number;
  /** How long a file, its results and its record are kept after upload. */
  retentionMs: number;
  /** Bytes of live files (protected ones included) a user, or an anonymous client, may keep stored. */
  userStorageQuotaBytes: number;
  anonymousStorageQuotaBytes: number;
  /** PDF analyses one caller may have queued or running in the parse pool; more is 429. */
  maxQueuedAnalysesPerCaller: number;
  /** Upload bytes the server process may hold in memory at once, across all callers; more is 503. */
  maxHeldUploadBytes: number;
  /** The part of it one caller (a user, or an anonymous client address) may hold; more is 429. */
  maxHeldUploadBytesPerCaller: number;
  /** The part of it all anonymous callers together may hold; more is 503. */
  maxHeldAnonymousUploadBytes: number;
  /** An upload body must bring at least this many bytes a second, averaged over `uploadRateWindowMs`; slower is 408. */
  minUploadBytesPerSecond: number;
  uploadRateWindowMs: number;
}

const HOUR_MS = 60 * 60 * 1000;

export const DEFAULT_LIMITS: Limits = {
  // "3 MB" read as SI megabytes: 3,000,000 bytes, so a 3 MiB file is also over the limit.
  maxFileBytes: 3_000_000,
  maxFilesPerUpload: 20,
  authenticatedRequestsPerWindow: 60,
  anonymousRequestsPerWindow: 10,
  rateLimitWindowMs: 60_000,
  authenticatedConcurrentUploads: 5,
  anonymousConcurrentUploads: 1,
  anonymousPagesPerDay: 1,
  retentionMs: 24 * HOUR_MS,
  // Statements are 0.1–1 MB: hundreds of them, or three uploads of 20 files at the size limit.
  userStorageQuotaBytes: 200_000_000,
  // One page a day needs little room; the quota bounds what a client can park while rate-limited.
  anonymousStorageQuotaBytes: 10_000_000,
  // Two full uploads: a client's own queue, not everyone's (the parse queue serves callers in turn).
  maxQueuedAnalysesPerCaller: 40,
  // Five uploads at the size limit (20 × 3 MB), about 300 MB of RSS on top of the server's ~100 MB.
  maxHeldUploadBytes: 300_000_000,
  // One upload at the size limit: at least five callers are needed to fill the budget.
  maxHeldUploadBytesPerCaller: 64_000_000,
  // Anonymous uploads are small (a 10 MB quota, a page a day): a fifth of the budget is plenty.
  maxHeldAnonymousUploadBytes: 60_000_000,
  // 64 kbit/s, far below any link that sends an upload within the 120 s request timeout: a body
  // that stalls after a fast start (holding its bytes in the budget) ends within 10 s.
  minUploadBytesPerSecond: 8_192,
  uploadRateWindowMs: 10_000,
};

/** Form fields carry nothing the service reads; a few are tolerated because some clients add them. */
export const MAX_FORM_FIELDS = 10;
/** Bytes of a form field's value; the same reasoning. */
export const MAX_FORM_FIELD_BYTES = 1024;
/** A JSON request body holds a uuid, a password or a list of uuids: 64 KiB is generous. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
/** uuids per status call; a poll of the largest upload (20 files) fits many times over. */
export const MAX_STATUS_UUIDS = 100;
/** Longest string accepted as a uuid in a request; longer ones are malformed, not merely unknown. */
export const MAX_UUID_LENGTH = 64;
/** Multipart boundaries and part headers around the files. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
