/**
 * The embedded default store: one SQLite database (better-sqlite3, WAL) holding users, API keys,
 * files, jobs and the usage ledger. better-sqlite3 is synchronous; every statement here is an
 * indexed lookup or a small write, so it does not hold the event loop for long.
 *
 * Whoever calls `openSqliteStore` owns the connection and must `close()` it.
 */
import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import Database from 'better-sqlite3';
import { PRIVATE_FILE_MODE } from './private-files.ts';
import { DAY_MS, assertChargeable, splitCredits, userIdOfOwner, utcDay } from './ledger.ts';
import { migrate } from './migrations.ts';
import { type FileRow, SESSION_SELECT, type SessionRow, type UserRow, toFile, toSession, toUser, verdictColumns } from './rows.ts';
import type {
  ApiKeyRecord,
  ChargeOutcome,
  ClaimScope,
  FileRecord,
  Job,
  JobQueue,
  ListCursor,
  NewFile,
  NewUser,
  OwnerId,
  Payer,
  SessionRecord,
  Store,
  UnlockUpdate,
  UserRecord,
  Verdict,
} from './types.ts';

/** Another process (the `bsc users` command) may hold the write lock briefly; wait rather than fail. */
const BUSY_TIMEOUT_MS = 5_000;

/** Owners whose turn order is remembered before those without queued jobs are forgotten. */
const MAX_REMEMBERED_OWNERS = 1_000;

export { utcDay };

export class SqliteStore implements Store, JobQueue {
  readonly #db: Database.Database;
  /** When each owner's job was last claimed (a counter, not a time: turn order only). */
  readonly #lastServed = new Map<string, number>();
  #serveCounter = 0;
  /**
   * Jobs this instance claimed and has not finished or released. One process owns an embedded
   * database, so any other job marked running was left by an earlier process: no lease needed.
   */
  readonly #claimed = new Set<string>();
  #recovered = false;

  constructor(path: string) {
    this.#db = new Database(path);
    try {
      this.#db.pragma('journal_mode = WAL');
      // WAL + NORMAL is durable across process crashes; only an OS crash may lose the last commit.
      this.#db.pragma('synchronous = NORMAL');
      this.#db.pragma('foreign_keys = ON');
      // Deleted rows (file names, keys) are overwritten, not left in free pages (review L2).
      this.#db.pragma('secure_delete = ON');
      this.#db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
      migrate(this.#db);
    } catch (error) {
      this.#db.close();
      throw error;
    }
  }

  /** Readiness probe (health.ts): the database answers a trivial query; throws when it cannot. */
  async ping(): Promise<void> {
    this.#db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    if (this.#db.open) this.#db.close();
  }

  // ── users and keys ────────────────────────────────────────────────────────────────────────

  async createUser(user: NewUser, now: number): Promise<UserRecord> {
    const { lastInsertRowid } = this.#db
      .prepare(
        `INSERT INTO users (email, first_name, last_name, referral_code, plan, free_credits, paid_credits, unlimited, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(user.email, user.firstName, user.lastName, user.referralCode, user.plan, user.freeCredits, user.paidCredits, user.unlimitedCredits ? 1 : 0, now);
    return this.#getUserNow(Number(lastInsertRowid)) as UserRecord;
  }

  async getUser(id: number): Promise<UserRecord | null> {
    return this.#getUserNow(id);
  }

  #getUserNow(id: number): UserRecord | null {
    const row = this.#db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
    return row ? toUser(row) : null;
  }

  async findUserByEmail(email: string): Promise<UserRecord | null> {
    const row = this.#db.prepare('SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined;
    return row ? toUser(row) : null;
  }

  async listUsers(): Promise<UserRecord[]> {
    return (this.#db.prepare('SELECT * FROM users ORDER BY id').all() as UserRow[]).map(toUser);
  }

  async countUsers(): Promise<number> {
    return (this.#db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
  }

  async addApiKey(key: ApiKeyRecord, now: number): Promise<void> {
    this.#db.prepare('INSERT INTO api_keys (id, user_id, secret_hash, created_at) VALUES (?, ?, ?, ?)').run(key.id, key.userId, key.secretHash, now);
  }

  async findApiKey(id: string): Promise<ApiKeyRecord | null> {
    // Joined to its user: a key whose user was deleted by hand (foreign keys off) is no key.
    const row = this.#db.prepare('SELECT k.id, k.user_id, k.secret_hash FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.id = ?').get(id) as
      | { id: string; user_id: number; secret_hash: Buffer }
      | undefined;
    return row ? { id: row.id, userId: row.user_id, secretHash: row.secret_hash } : null;
  }

  async countApiKeys(userId: number): Promise<number> {
    return (this.#db.prepare('SELECT COUNT(*) AS n FROM api_keys WHERE user_id = ?').get(userId) as { n: number }).n;
  }

  async listApiKeys(userId: number): Promise<Array<{ id: string; createdAt: number }>> {
    const rows = this.#db.prepare('SELECT id, created_at FROM api_keys WHERE user_id = ? ORDER BY created_at, id').all(userId) as Array<{
      id: string;
      created_at: number;
    }>;
    return rows.map((r) => ({ id: r.id, createdAt: r.created_at }));
  }

  async revokeApiKey(id: string): Promise<boolean> {
    return this.#db.transaction((): boolean => {
      // Explicit, not only by cascade: its sessions end even on a connection with foreign keys off.
      this.#db.prepare('DELETE FROM sessions WHERE key_id = ?').run(id);
      return this.#db.prepare('DELETE FROM api_keys WHERE id = ?').run(id).changes > 0;
    })();
  }

  async adjustCredits(userId: number, kind: 'free' | 'paid', change: { set: number } | { add: number }): Promise<UserRecord | null> {
    const column = kind === 'free' ? 'free_credits' : 'paid_credits';
    // One UPDATE, so a charge running at the same time is neither lost nor double-counted.
    const result =
      'set' in change
        ? this.#db.prepare(`UPDATE users SET ${column} = ? WHERE id = ? AND ? >= 0`).run(change.set, userId, change.set)
        : this.#db.prepare(`UPDATE users SET ${column} = ${column} + ? WHERE id = ? AND ${column} + ? >= 0`).run(change.add, userId, change.add);
    return result.changes > 0 ? this.#getUserNow(userId) : null;
  }

  async deleteUser(userId: number): Promise<string[]> {
    return this.#db.transaction((): string[] => {
      const uuids = (this.#db.prepare('SELECT uuid FROM files WHERE user_id = ?').all(userId) as Array<{ uuid: string }>).map((r) => r.uuid);
      // Explicit, not only by cascade: the rows go even on a connection with foreign keys off.
      this.#db.prepare('DELETE FROM files WHERE user_id = ?').run(userId);
      this.#db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
      this.#db.prepare('DELETE FROM api_keys WHERE user_id = ?').run(userId);
      this.#db.prepare('DELETE FROM usage WHERE owner = ?').run(`user:${userId}`);
      this.#db.prepare('DELETE FROM users WHERE id = ?').run(userId);
      return uuids;
    })();
  }

  // ── charging ──────────────────────────────────────────────────────────────────────────────

  /** Must run inside a transaction. Checks the whole amount first, then records one ledger row per file. */
  #charge(payer: Payer, perFile: ReadonlyArray<{ uuid: string; pages: number }>, now: number): ChargeOutcome {
    assertChargeable(perFile);
    const needed = perFile.reduce((sum, f) => sum + f.pages, 0);
    const day = utcDay(now);
    const ledger = this.#db.prepare('INSERT INTO usage (owner, file_uuid, pages, free_used, paid_used, day, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
    if (payer.kind === 'anonymous') {
      const available = Math.max(0, payer.pagesPerDay - this.#pagesChargedTodayNow(payer.owner, now));
      if (needed > available) return { ok: false, reason: 'DAILY_PAGES_EXCEEDED', needed, available };
      for (const f of perFile) if (f.pages > 0) ledger.run(payer.owner, f.uuid, f.pages, 0, 0, day, now);
      return { ok: true };
    }
    const user = this.#getUserNow(payer.userId);
    if (!user) return { ok: false, reason: 'INSUFFICIENT_CREDITS', needed, available: 0 };
    if (user.unlimitedCredits) {
      for (const f of perFile) if (f.pages > 0) ledger.run(payer.owner, f.uuid, f.pages, 0, 0, day, now);
      return { ok: true };
    }
    const available = user.freeCredits + user.paidCredits;
    if (needed > available) return { ok: false, reason: 'INSUFFICIENT_CREDITS', needed, available };
    const { rows, free, paid } = splitCredits(perFile, user.freeCredits, user.paidCredits);
    for (const r of rows) ledger.run(payer.owner, r.uuid, r.pages, r.free, r.paid, day, now);
    this.#db.prepare('UPDATE users SET free_credits = ?, paid_credits = ? WHERE id = ?').run(free, paid, user.id);
    return { ok: true };
  }

  async creditsAvailable(payer: Payer, now: number): Promise<number> {
    return this.#creditsAvailableNow(payer, now);
  }

  #creditsAvailableNow(payer: Payer, now: number): number {
    if (payer.kind === 'anonymous') return Math.max(0, payer.pagesPerDay - this.#pagesChargedTodayNow(payer.owner, now));
    const user = this.#getUserNow(payer.userId);
    if (!user) return 0;
    return user.unlimitedCredits ? Number.POSITIVE_INFINITY : user.freeCredits + user.paidCredits;
  }

  async storedBytes(owner: OwnerId, now: number): Promise<number> {
    return this.#storedBytesNow(owner, now);
  }

  #storedBytesNow(owner: OwnerId, now: number): number {
    const row = this.#db.prepare('SELECT COALESCE(SUM(bytes), 0) AS n FROM files WHERE owner = ? AND expires_at > ?').get(owner, now) as { n: number };
    return row.n;
  }

  /** Must run inside a transaction: the quota and the insert are one step. */
  #checkStorage(payer: Payer, files: readonly NewFile[], now: number): ChargeOutcome {
    const needed = files.reduce((sum, f) => sum + f.bytes, 0);
    const available = Math.max(0, payer.storageQuotaBytes - this.#storedBytesNow(payer.owner, now));
    return needed > available ? { ok: false, reason: 'STORAGE_QUOTA_EXCEEDED', needed, available } : { ok: true };
  }

  async refundFile(uuid: string, now: number): Promise<number> {
    return this.#db.transaction((): number => {
      const charged = this.#db
        .prepare('SELECT owner, day, SUM(pages) AS pages, SUM(free_used) AS free, SUM(paid_used) AS paid FROM usage WHERE file_uuid = ? GROUP BY owner, day')
        .all(uuid) as Array<{ owner: string; day: string; pages: number; free: number; paid: number }>;
      let refunded = 0;
      for (const row of charged) {
        if (row.pages <= 0) continue;
        // A row of minus the charge, on the charge's day: an anonymous allowance comes back that day.
        this.#db
          .prepare('INSERT INTO usage (owner, file_uuid, pages, free_used, paid_used, day, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .run(row.owner, uuid, -row.pages, -row.free, -row.paid, row.day, now);
        const userId = userIdOfOwner(row.owner);
        if (userId !== null)
          this.#db.prepare('UPDATE users SET free_credits = free_credits + ?, paid_credits = paid_credits + ? WHERE id = ?').run(row.free, row.paid, userId);
        refunded += row.pages;
      }
      return refunded;
    })();
  }

  async chargeStoppedAnalysis(payer: Payer, ref: string, pages: number, now: number): Promise<number> {
    return this.#db.transaction((): number => {
      const available = this.#creditsAvailableNow(payer, now);
      const taken = Math.min(pages, available);
      if (taken <= 0) return 0;
      const outcome = this.#charge(payer, [{ uuid: ref, pages: taken }], now);
      return outcome.ok ? taken : 0;
    })();
  }

  async pagesChargedToday(owner: OwnerId, now: number): Promise<number> {
    return this.#pagesChargedTodayNow(owner, now);
  }

  #pagesChargedTodayNow(owner: OwnerId, now: number): number {
    const row = this.#db.prepare('SELECT COALESCE(SUM(pages), 0) AS n FROM usage WHERE owner = ? AND day = ?').get(owner, utcDay(now)) as { n: number };
    return row.n;
  }

  // ── files ─────────────────────────────────────────────────────────────────────────────────

  async insertFilesCharged(payer: Payer, files: NewFile[], now: number, expiresAt: number): Promise<ChargeOutcome> {
    return this.#db.transaction((): ChargeOutcome => {
      const stored = this.#checkStorage(payer, files, now);
      if (!stored.ok) return stored;
      const outcome = this.#charge(payer, files, now);
      if (!outcome.ok) return outcome;
      const insertFile = this.#db.prepare(
        `INSERT INTO files (uuid, owner, user_id, filename, pdf_type, state, number_of_pages, progress, error, pages_charged, bytes, created_at, updated_at, expires_at, verdict_status, verdict_reason)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const userId = payer.kind === 'user' ? payer.userId : null;
      for (const f of files) {
        insertFile.run(
          f.uuid,
          payer.owner,
          userId,
          f.filename,
          f.pdfType,
          f.state,
          f.numberOfPages,
          f.progress,
          f.error,
          f.pages,
          f.bytes,
          now,
          now,
          expiresAt,
          ...verdictColumns(f.verdict),
        );
        if (f.state === 'PROCESSING') this.#enqueue(f.uuid, false, now);
      }
      return outcome;
    })();
  }

  async unlockFileCharged(payer: Payer, uuid: string, update: UnlockUpdate, now: number): Promise<ChargeOutcome | null> {
    return this.#db.transaction((): ChargeOutcome | null => {
      const file = this.#getFileNow(uuid);
      if (file?.state !== 'PASSWORD_REQUIRED') return null;
      if (update.pages < 1) throw new Error(`Refusing to unlock file ${uuid} for ${update.pages} page(s).`);
      const outcome = this.#charge(payer, [{ uuid, pages: update.pages }], now);
      if (!outcome.ok) return outcome;
      this.#db
        .prepare(
          `UPDATE files SET pdf_type = ?, number_of_pages = ?, state = ?, progress = ?, error = ?, pages_charged = pages_charged + ?, updated_at = ?, verdict_status = ?, verdict_reason = ?
           WHERE uuid = ?`,
        )
        .run(update.pdfType, update.numberOfPages, update.state, update.progress, update.error, update.pages, now, ...verdictColumns(update.verdict), uuid);
      if (update.state === 'PROCESSING') this.#enqueue(uuid, true, now);
      return outcome;
    })();
  }

  async findFiles(owner: OwnerId, uuids: readonly string[], now: number): Promise<FileRecord[]> {
    if (uuids.length === 0) return [];
    const rows = this.#db
      .prepare(`SELECT * FROM files WHERE owner = ? AND expires_at > ? AND uuid IN (SELECT value FROM json_each(?))`)
      .all(owner, now, JSON.stringify(uuids)) as FileRow[];
    return rows.map(toFile);
  }

  async listFiles(owner: OwnerId, now: number, limit: number, after?: ListCursor): Promise<FileRecord[]> {
    const rows = after
      ? (this.#db
          .prepare(
            `SELECT * FROM files WHERE owner = ? AND expires_at > ? AND (created_at < ? OR (created_at = ? AND uuid < ?)) ORDER BY created_at DESC, uuid DESC LIMIT ?`,
          )
          .all(owner, now, after.createdAt, after.createdAt, after.uuid, limit) as FileRow[])
      : (this.#db
          .prepare(`SELECT * FROM files WHERE owner = ? AND expires_at > ? ORDER BY created_at DESC, uuid DESC LIMIT ?`)
          .all(owner, now, limit) as FileRow[]);
    return rows.map(toFile);
  }

  async getFile(uuid: string): Promise<FileRecord | null> {
    return this.#getFileNow(uuid);
  }

  #getFileNow(uuid: string): FileRecord | null {
    const row = this.#db.prepare('SELECT * FROM files WHERE uuid = ?').get(uuid) as FileRow | undefined;
    return row ? toFile(row) : null;
  }

  async hasFile(uuid: string): Promise<boolean> {
    return this.#db.prepare('SELECT 1 FROM files WHERE uuid = ?').get(uuid) !== undefined;
  }

  async setProgress(uuid: string, progress: number, now: number): Promise<void> {
    this.#db.prepare(`UPDATE files SET progress = ?, updated_at = ? WHERE uuid = ? AND state = 'PROCESSING'`).run(progress, now, uuid);
  }

  async completeFile(uuid: string, now: number, verdict: Verdict | null = null): Promise<boolean> {
    return (
      this.#db
        .prepare(`UPDATE files SET state = 'COMPLETED', progress = 100, error = NULL, updated_at = ?, verdict_status = ?, verdict_reason = ? WHERE uuid = ?`)
        .run(now, ...verdictColumns(verdict), uuid).changes > 0
    );
  }

  async failFile(uuid: string, error: string, now: number): Promise<void> {
    this.#db.prepare(`UPDATE files SET state = 'ERROR', error = ?, updated_at = ? WHERE uuid = ?`).run(error, now, uuid);
  }

  async listExpiredFiles(now: number): Promise<string[]> {
    return (this.#db.prepare('SELECT uuid FROM files WHERE expires_at <= ?').all(now) as Array<{ uuid: string }>).map((r) => r.uuid);
  }

  async deleteFiles(uuids: readonly string[]): Promise<void> {
    if (uuids.length === 0) return;
    this.#db.prepare('DELETE FROM files WHERE uuid IN (SELECT value FROM json_each(?))').run(JSON.stringify(uuids));
  }

  async removeAbandonedRecords(): Promise<string[]> {
    return this.#db.transaction((): string[] => {
      const gone = 'user_id IS NOT NULL AND user_id NOT IN (SELECT id FROM users)';
      const uuids = (this.#db.prepare(`SELECT uuid FROM files WHERE ${gone}`).all() as Array<{ uuid: string }>).map((r) => r.uuid);
      this.#db.prepare(`DELETE FROM files WHERE ${gone}`).run();
      this.#db.prepare('DELETE FROM api_keys WHERE user_id NOT IN (SELECT id FROM users)').run();
      this.#db.prepare('DELETE FROM sessions WHERE key_id NOT IN (SELECT id FROM api_keys)').run();
      return uuids;
    })();
  }

  async ageUsage(now: number): Promise<number> {
    const yesterday = utcDay(now - DAY_MS);
    return this.#db.prepare('DELETE FROM usage WHERE day < ? AND file_uuid NOT IN (SELECT uuid FROM files)').run(yesterday).changes;
  }

  // ── sessions ─────────────────────────────────────────────────────────────────────────────────

  async addSession(session: SessionRecord): Promise<void> {
    this.#db
      .prepare('INSERT INTO sessions (token_hash, key_id, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(session.tokenHash, session.keyId, session.userId, session.createdAt, session.lastSeenAt, session.expiresAt);
  }

  async findSession(tokenHash: Buffer, now: number): Promise<SessionRecord | null> {
    const row = this.#db.prepare(`${SESSION_SELECT} WHERE s.token_hash = ? AND s.expires_at > ?`).get(tokenHash, now) as SessionRow | undefined;
    return row ? toSession(row) : null;
  }

  async touchSession(tokenHash: Buffer, now: number): Promise<void> {
    this.#db.prepare('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ? AND last_seen_at < ?').run(now, tokenHash, now);
  }

  async deleteSession(tokenHash: Buffer): Promise<boolean> {
    return this.#db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(tokenHash).changes > 0;
  }

  async deleteExpiredSessions(now: number, idleBefore: number): Promise<number> {
    return this.#db.prepare('DELETE FROM sessions WHERE expires_at <= ? OR last_seen_at < ?').run(now, idleBefore).changes;
  }

  // ── leased slots ──────────────────────────────────────────────────────────────────────────

  async takeSlots(bucket: string, ids: readonly string[], max: number, now: number, expiresAt: number): Promise<boolean> {
    // IMMEDIATE: the write lock before the count, so another process cannot count the same room.
    return this.#db
      .transaction((): boolean => {
        this.#db.prepare('DELETE FROM concurrency_slots WHERE bucket = ? AND expires_at <= ?').run(bucket, now);
        const held = (this.#db.prepare('SELECT COUNT(*) AS n FROM concurrency_slots WHERE bucket = ?').get(bucket) as { n: number }).n;
        if (held + ids.length > max) return false;
        const insert = this.#db.prepare('INSERT INTO concurrency_slots (id, bucket, expires_at) VALUES (?, ?, ?)');
        for (const id of ids) insert.run(id, bucket, expiresAt);
        return true;
      })
      .immediate();
  }

  async renewSlots(ids: readonly string[], expiresAt: number): Promise<void> {
    if (ids.length === 0) return;
    this.#db.prepare('UPDATE concurrency_slots SET expires_at = ? WHERE id IN (SELECT value FROM json_each(?))').run(expiresAt, JSON.stringify(ids));
  }

  async freeSlots(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    this.#db.prepare('DELETE FROM concurrency_slots WHERE id IN (SELECT value FROM json_each(?))').run(JSON.stringify(ids));
  }

  async clearSlots(): Promise<void> {
    this.#db.prepare('DELETE FROM concurrency_slots').run();
  }

  async checkpoint(): Promise<void> {
    this.#db.pragma('wal_checkpoint(TRUNCATE)');
  }

  // ── job queue ─────────────────────────────────────────────────────────────────────────────

  #enqueue(uuid: string, needsPassword: boolean, now: number): void {
    this.#db
      .prepare(`INSERT INTO jobs (file_uuid, status, attempts, needs_password, enqueued_at) VALUES (?, 'queued', 0, ?, ?)`)
      .run(uuid, needsPassword ? 1 : 0, now);
  }

  async claimNext(now: number, _scope: ClaimScope = 'all'): Promise<Job | null> {
    // One process owns an embedded database: it always runs every job (no --no-worker).
    return this.#db.transaction((): Job | null => {
      // Each owner's oldest queued job; the owner served least recently goes first (review H1).
      const heads = this.#db
        .prepare(
          `SELECT file_uuid, owner, attempts, needs_password, number_of_pages FROM (
             SELECT j.file_uuid, f.owner, j.attempts, j.needs_password, f.number_of_pages, j.enqueued_at, j.rowid AS seq,
                    ROW_NUMBER() OVER (PARTITION BY f.owner ORDER BY j.enqueued_at, j.rowid) AS turn
             FROM jobs j JOIN files f ON f.uuid = j.file_uuid
             WHERE j.status = 'queued')
           WHERE turn = 1 ORDER BY enqueued_at, seq`,
        )
        .all() as Array<{ file_uuid: string; owner: string; attempts: number; needs_password: number; number_of_pages: number | null }>;
      if (heads.length === 0) return null;
      const row = heads.reduce((best, head) => ((this.#lastServed.get(head.owner) ?? 0) < (this.#lastServed.get(best.owner) ?? 0) ? head : best));
      this.#lastServed.set(row.owner, ++this.#serveCounter);
      this.#pruneServed(now);
      this.#db.prepare(`UPDATE jobs SET status = 'running', attempts = attempts + 1 WHERE file_uuid = ?`).run(row.file_uuid);
      this.#claimed.add(row.file_uuid);
      return {
        uuid: row.file_uuid,
        owner: row.owner,
        attempt: row.attempts + 1,
        needsPassword: row.needs_password === 1,
        numberOfPages: row.number_of_pages ?? 1,
      };
    })();
  }

  /** Turn order only matters among owners with queued jobs; forget the rest now and then. */
  #pruneServed(_now: number): void {
    if (this.#lastServed.size < MAX_REMEMBERED_OWNERS) return;
    const queued = new Set(
      (this.#db.prepare(`SELECT DISTINCT f.owner FROM jobs j JOIN files f ON f.uuid = j.file_uuid`).all() as Array<{ owner: string }>).map((r) => r.owner),
    );
    for (const owner of this.#lastServed.keys()) if (!queued.has(owner)) this.#lastServed.delete(owner);
  }

  async finish(uuid: string): Promise<void> {
    this.#claimed.delete(uuid);
    this.#db.prepare('DELETE FROM jobs WHERE file_uuid = ?').run(uuid);
  }

  async renewLeases(_uuids: readonly string[], _now: number): Promise<void> {
    // No leases: this process holds its claimed jobs until it finishes or releases them.
  }

  async release(uuid: string): Promise<void> {
    this.#claimed.delete(uuid);
    this.#db.prepare(`UPDATE jobs SET status = 'queued' WHERE file_uuid = ? AND status = 'running'`).run(uuid);
  }

  async recoverInterrupted(maxAttempts: number, _now: number): Promise<Array<{ uuid: string; reason: 'PASSWORD_LOST' | 'TOO_MANY_ATTEMPTS' }>> {
    return this.#db.transaction(() => {
      const running = this.#db.prepare(`SELECT file_uuid, attempts, needs_password FROM jobs WHERE status = 'running'`).all() as Array<{
        file_uuid: string;
        attempts: number;
        needs_password: number;
      }>;
      const lost: Array<{ uuid: string; reason: 'PASSWORD_LOST' | 'TOO_MANY_ATTEMPTS' }> = [];
      for (const job of running) {
        if (this.#claimed.has(job.file_uuid)) continue;
        if (job.needs_password === 1) lost.push({ uuid: job.file_uuid, reason: 'PASSWORD_LOST' });
        else if (job.attempts >= maxAttempts) lost.push({ uuid: job.file_uuid, reason: 'TOO_MANY_ATTEMPTS' });
        else this.#db.prepare(`UPDATE jobs SET status = 'queued' WHERE file_uuid = ?`).run(job.file_uuid);
      }
      // A queued job of a protected file cannot run either: its password was only in memory.
      // Only at the first recovery: later, a queued protected job is this process's own, password held.
      const queuedLocked = this.#recovered
        ? []
        : (this.#db.prepare(`SELECT file_uuid FROM jobs WHERE status = 'queued' AND needs_password = 1`).all() as Array<{ file_uuid: string }>);
      this.#recovered = true;
      for (const job of queuedLocked) lost.push({ uuid: job.file_uuid, reason: 'PASSWORD_LOST' });
      return lost;
    })();
  }
}

/**
 * Opens (creating and migrating if needed) the database at `path`. The caller closes it.
 * The database holds users and key hashes: it is created 0600, and an existing one (with its WAL
 * and shared-memory files, which SQLite creates with the database's mode) is made 0600 too (review M3).
 */
export function openSqliteStore(path: string): SqliteStore {
  closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
  for (const file of [path, `${path}-wal`, `${path}-shm`]) if (existsSync(file)) chmodSync(file, PRIVATE_FILE_MODE);
  return new SqliteStore(path);
}
