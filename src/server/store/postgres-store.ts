/**
 * The shared store: users, keys, files, the usage ledger and the job queue in PostgreSQL, so any
 * number of API and worker processes can run over one database.
 *
 * - Charging (and the storage quota) is serialised per owner by a transaction-scoped advisory
 *   lock: two instances charging one account at once see each other's charges.
 * - Jobs are claimed with `FOR UPDATE SKIP LOCKED` and held under a lease (`lease_until`) that the
 *   claiming runner renews; a job whose lease runs out (its runner died) is queued again by
 *   `recoverInterrupted`, with its attempts counted, and failed after too many.
 * - A protected file's job can only run where its password waits in memory: it is given only to
 *   the instance that enqueued it, and fails PASSWORD_LOST once that instance stops being seen.
 */
import { randomUUID } from 'node:crypto';
import type { PgDatabase, Queryable } from './postgres-database.ts';
import { DAY_MS, assertChargeable, splitCredits, userIdOfOwner, utcDay } from './ledger.ts';
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

/** How long a claimed job stays with its runner without a renewal (runners renew every 2 s). */
export const JOB_LEASE_MS = 30_000;

const FILE_COLUMNS =
  'uuid, owner, filename, pdf_type, state, number_of_pages, progress, error, pages_charged, created_at, expires_at, verdict_status, verdict_reason';

export interface PostgresStoreOptions {
  /** Names this process in job leases; random by default. */
  instanceId?: string;
  leaseMs?: number;
}

export class PostgresStore implements Store, JobQueue {
  readonly #db: PgDatabase;
  readonly instanceId: string;
  readonly #leaseMs: number;

  constructor(db: PgDatabase, options: PostgresStoreOptions = {}) {
    this.#db = db;
    this.instanceId = options.instanceId ?? randomUUID();
    this.#leaseMs = options.leaseMs ?? JOB_LEASE_MS;
  }

  async ping(): Promise<void> {
    await this.#db.query('SELECT 1');
  }

  /** The pool is shared with the blob store and limiters; whoever opened it closes it. */
  async close(): Promise<void> {
    await this.#db.close();
  }

  // ── users and keys ────────────────────────────────────────────────────────────────────────

  async createUser(user: NewUser, now: number): Promise<UserRecord> {
    const { rows } = await this.#db.query<UserRow>(
      `INSERT INTO users (email, first_name, last_name, referral_code, plan, free_credits, paid_credits, unlimited, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [user.email, user.firstName, user.lastName, user.referralCode, user.plan, user.freeCredits, user.paidCredits, user.unlimitedCredits, now],
    );
    return toUser(rows[0] as UserRow);
  }

  async getUser(id: number): Promise<UserRecord | null> {
    return this.#userOn(this.#db, id);
  }

  async #userOn(q: Queryable, id: number, forUpdate = false): Promise<UserRecord | null> {
    const { rows } = await q.query<UserRow>(`SELECT * FROM users WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  async findUserByEmail(email: string): Promise<UserRecord | null> {
    const { rows } = await this.#db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [email]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  async listUsers(): Promise<UserRecord[]> {
    return (await this.#db.query<UserRow>('SELECT * FROM users ORDER BY id')).rows.map(toUser);
  }

  async countUsers(): Promise<number> {
    return (await this.#db.query<{ n: number }>('SELECT COUNT(*) AS n FROM users')).rows[0]?.n ?? 0;
  }

  async addApiKey(key: ApiKeyRecord, now: number): Promise<void> {
    await this.#db.query('INSERT INTO api_keys (id, user_id, secret_hash, created_at) VALUES ($1, $2, $3, $4)', [key.id, key.userId, key.secretHash, now]);
  }

  async findApiKey(id: string): Promise<ApiKeyRecord | null> {
    const { rows } = await this.#db.query<{ id: string; user_id: number; secret_hash: Buffer }>(
      'SELECT k.id, k.user_id, k.secret_hash FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.id = $1',
      [id],
    );
    const row = rows[0];
    return row ? { id: row.id, userId: row.user_id, secretHash: row.secret_hash } : null;
  }

  async countApiKeys(userId: number): Promise<number> {
    return (await this.#db.query<{ n: number }>('SELECT COUNT(*) AS n FROM api_keys WHERE user_id = $1', [userId])).rows[0]?.n ?? 0;
  }

  async listApiKeys(userId: number): Promise<Array<{ id: string; createdAt: number }>> {
    const { rows } = await this.#db.query<{ id: string; created_at: number }>(
      'SELECT id, created_at FROM api_keys WHERE user_id = $1 ORDER BY created_at, id',
      [userId],
    );
    return rows.map((r) => ({ id: r.id, createdAt: r.created_at }));
  }

  async revokeApiKey(id: string): Promise<boolean> {
    return ((await this.#db.query('DELETE FROM api_keys WHERE id = $1', [id])).rowCount ?? 0) > 0;
  }

  async adjustCredits(userId: number, kind: 'free' | 'paid', change: { set: number } | { add: number }): Promise<UserRecord | null> {
    const column = kind === 'free' ? 'free_credits' : 'paid_credits';
    // One UPDATE, so a charge running at the same time is neither lost nor double-counted.
    const { rows } =
      'set' in change
        ? await this.#db.query<UserRow>(`UPDATE users SET ${column} = $1 WHERE id = $2 AND $1 >= 0 RETURNING *`, [change.set, userId])
        : await this.#db.query<UserRow>(`UPDATE users SET ${column} = ${column} + $1 WHERE id = $2 AND ${column} + $1 >= 0 RETURNING *`, [change.add, userId]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  async deleteUser(userId: number): Promise<string[]> {
    return this.#db.transaction(async (q) => {
      const { rows } = await q.query<{ uuid: string }>('DELETE FROM files WHERE user_id = $1 RETURNING uuid', [userId]);
      await q.query('DELETE FROM api_keys WHERE user_id = $1', [userId]);
      await q.query('DELETE FROM usage WHERE owner = $1', [`user:${userId}`]);
      await q.query('DELETE FROM users WHERE id = $1', [userId]);
      return rows.map((r) => r.uuid);
    });
  }

  // ── sessions ─────────────────────────────────────────────────────────────────────────────────

  async addSession(session: SessionRecord): Promise<void> {
    await this.#db.query('INSERT INTO sessions (token_hash, key_id, user_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      session.tokenHash,
      session.keyId,
      session.userId,
      session.createdAt,
      session.lastSeenAt,
      session.expiresAt,
    ]);
  }

  async findSession(tokenHash: Buffer, now: number): Promise<SessionRecord | null> {
    const { rows } = await this.#db.query<SessionRow>(`${SESSION_SELECT} WHERE s.token_hash = $1 AND s.expires_at > $2`, [tokenHash, now]);
    return rows[0] ? toSession(rows[0]) : null;
  }

  async touchSession(tokenHash: Buffer, now: number): Promise<void> {
    await this.#db.query('UPDATE sessions SET last_seen_at = $1 WHERE token_hash = $2 AND last_seen_at < $1', [now, tokenHash]);
  }

  async deleteSession(tokenHash: Buffer): Promise<boolean> {
    return ((await this.#db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash])).rowCount ?? 0) > 0;
  }

  async deleteExpiredSessions(now: number, idleBefore: number): Promise<number> {
    return (await this.#db.query('DELETE FROM sessions WHERE expires_at <= $1 OR last_seen_at < $2', [now, idleBefore])).rowCount ?? 0;
  }

  // ── charging ──────────────────────────────────────────────────────────────────────────────

  /** Serialises charges and quota checks of one owner across every instance, until commit. */
  async #lockOwner(q: Queryable, owner: OwnerId): Promise<void> {
    await q.query(`SELECT pg_advisory_xact_lock(hashtext('charge:' || $1))`, [owner]);
  }

  async #pagesToday(q: Queryable, owner: OwnerId, now: number): Promise<number> {
    const { rows } = await q.query<{ n: number }>('SELECT COALESCE(SUM(pages), 0) AS n FROM usage WHERE owner = $1 AND day = $2', [owner, utcDay(now)]);
    return rows[0]?.n ?? 0;
  }

  async #storedBytesOn(q: Queryable, owner: OwnerId, now: number): Promise<number> {
    const { rows } = await q.query<{ n: number }>('SELECT COALESCE(SUM(bytes), 0) AS n FROM files WHERE owner = $1 AND expires_at > $2', [owner, now]);
    return rows[0]?.n ?? 0;
  }

  /** Inside a transaction holding the owner's lock. */
  async #charge(q: Queryable, payer: Payer, perFile: ReadonlyArray<{ uuid: string; pages: number }>, now: number): Promise<ChargeOutcome> {
    assertChargeable(perFile);
    const needed = perFile.reduce((sum, f) => sum + f.pages, 0);
    const day = utcDay(now);
    const ledger = (uuid: string, pages: number, free: number, paid: number) =>
      q.query('INSERT INTO usage (owner, file_uuid, pages, free_used, paid_used, day, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        payer.owner,
        uuid,
        pages,
        free,
        paid,
        day,
        now,
      ]);
    if (payer.kind === 'anonymous') {
      const available = Math.max(0, payer.pagesPerDay - (await this.#pagesToday(q, payer.owner, now)));
      if (needed > available) return { ok: false, reason: 'DAILY_PAGES_EXCEEDED', needed, available };
      for (const f of perFile) if (f.pages > 0) await ledger(f.uuid, f.pages, 0, 0);
      return { ok: true };
    }
    const user = await this.#userOn(q, payer.userId, true);
    if (!user) return { ok: false, reason: 'INSUFFICIENT_CREDITS', needed, available: 0 };
    if (user.unlimitedCredits) {
      for (const f of perFile) if (f.pages > 0) await ledger(f.uuid, f.pages, 0, 0);
      return { ok: true };
    }
    const available = user.freeCredits + user.paidCredits;
    if (needed > available) return { ok: false, reason: 'INSUFFICIENT_CREDITS', needed, available };
    const { rows, free, paid } = splitCredits(perFile, user.freeCredits, user.paidCredits);
    for (const r of rows) await ledger(r.uuid, r.pages, r.free, r.paid);
    await q.query('UPDATE users SET free_credits = $1, paid_credits = $2 WHERE id = $3', [free, paid, user.id]);
    return { ok: true };
  }

  async creditsAvailable(payer: Payer, now: number): Promise<number> {
    if (payer.kind === 'anonymous') return Math.max(0, payer.pagesPerDay - (await this.#pagesToday(this.#db, payer.owner, now)));
    const user = await this.getUser(payer.userId);
    if (!user) return 0;
    return user.unlimitedCredits ? Number.POSITIVE_INFINITY : user.freeCredits + user.paidCredits;
  }

  async storedBytes(owner: OwnerId, now: number): Promise<number> {
    return this.#storedBytesOn(this.#db, owner, now);
  }

  async refundFile(uuid: string, now: number): Promise<number> {
    return this.#db.transaction(async (q) => {
      // One refund at a time per file, or two instances could both see the charge unrefunded.
      await q.query(`SELECT pg_advisory_xact_lock(hashtext('refund:' || $1))`, [uuid]);
      const { rows } = await q.query<{ owner: string; day: string; pages: number; free: number; paid: number }>(
        'SELECT owner, day, SUM(pages) AS pages, SUM(free_used) AS free, SUM(paid_used) AS paid FROM usage WHERE file_uuid = $1 GROUP BY owner, day',
        [uuid],
      );
      let refunded = 0;
      for (const row of rows) {
        if (row.pages <= 0) continue;
        // A row of minus the charge, on the charge's day: an anonymous allowance comes back that day.
        await q.query('INSERT INTO usage (owner, file_uuid, pages, free_used, paid_used, day, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
          row.owner,
          uuid,
          -row.pages,
          -row.free,
          -row.paid,
          row.day,
          now,
        ]);
        const userId = userIdOfOwner(row.owner);
        if (userId !== null)
          await q.query('UPDATE users SET free_credits = free_credits + $1, paid_credits = paid_credits + $2 WHERE id = $3', [row.free, row.paid, userId]);
        refunded += row.pages;
      }
      return refunded;
    });
  }

  async chargeStoppedAnalysis(payer: Payer, ref: string, pages: number, now: number): Promise<number> {
    return this.#db.transaction(async (q) => {
      await this.#lockOwner(q, payer.owner);
      let available: number;
      if (payer.kind === 'anonymous') available = Math.max(0, payer.pagesPerDay - (await this.#pagesToday(q, payer.owner, now)));
      else {
        const user = await this.#userOn(q, payer.userId, true);
        available = !user ? 0 : user.unlimitedCredits ? Number.POSITIVE_INFINITY : user.freeCredits + user.paidCredits;
      }
      const taken = Math.min(pages, available);
      if (taken <= 0) return 0;
      const outcome = await this.#charge(q, payer, [{ uuid: ref, pages: taken }], now);
      return outcome.ok ? taken : 0;
    });
  }

  async pagesChargedToday(owner: OwnerId, now: number): Promise<number> {
    return this.#pagesToday(this.#db, owner, now);
  }

  // ── files ─────────────────────────────────────────────────────────────────────────────────

  async insertFilesCharged(payer: Payer, files: NewFile[], now: number, expiresAt: number): Promise<ChargeOutcome> {
    return this.#db.transaction(async (q) => {
      await this.#lockOwner(q, payer.owner);
      const needed = files.reduce((sum, f) => sum + f.bytes, 0);
      const room = Math.max(0, payer.storageQuotaBytes - (await this.#storedBytesOn(q, payer.owner, now)));
      if (needed > room) return { ok: false, reason: 'STORAGE_QUOTA_EXCEEDED', needed, available: room } as ChargeOutcome;
      const outcome = await this.#charge(q, payer, files, now);
      if (!outcome.ok) return outcome;
      const userId = payer.kind === 'user' ? payer.userId : null;
      for (const f of files) {
        await q.query(
          `INSERT INTO files (uuid, owner, user_id, filename, pdf_type, state, number_of_pages, progress, error, pages_charged, bytes, created_at, updated_at, expires_at, verdict_status, verdict_reason)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13, $14, $15)`,
          [
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
            expiresAt,
            ...verdictColumns(f.verdict),
          ],
        );
        if (f.state === 'PROCESSING') await this.#enqueue(q, f.uuid, false, now);
      }
      return outcome;
    });
  }

  async unlockFileCharged(payer: Payer, uuid: string, update: UnlockUpdate, now: number): Promise<ChargeOutcome | null> {
    return this.#db.transaction(async (q) => {
      await this.#lockOwner(q, payer.owner);
      const { rows } = await q.query<{ state: string }>('SELECT state FROM files WHERE uuid = $1 FOR UPDATE', [uuid]);
      if (rows[0]?.state !== 'PASSWORD_REQUIRED') return null;
      if (update.pages < 1) throw new Error(`Refusing to unlock file ${uuid} for ${update.pages} page(s).`);
      const outcome = await this.#charge(q, payer, [{ uuid, pages: update.pages }], now);
      if (!outcome.ok) return outcome;
      await q.query(
        `UPDATE files SET pdf_type = $1, number_of_pages = $2, state = $3, progress = $4, error = $5, pages_charged = pages_charged + $6, updated_at = $7,
           verdict_status = $8, verdict_reason = $9 WHERE uuid = $10`,
        [update.pdfType, update.numberOfPages, update.state, update.progress, update.error, update.pages, now, ...verdictColumns(update.verdict), uuid],
      );
      if (update.state === 'PROCESSING') await this.#enqueue(q, uuid, true, now);
      return outcome;
    });
  }

  async findFiles(owner: OwnerId, uuids: readonly string[], now: number): Promise<FileRecord[]> {
    if (uuids.length === 0) return [];
    const { rows } = await this.#db.query<FileRow>(`SELECT ${FILE_COLUMNS} FROM files WHERE owner = $1 AND expires_at > $2 AND uuid = ANY($3::text[])`, [
      owner,
      now,
      [...uuids],
    ]);
    return rows.map(toFile);
  }

  async listFiles(owner: OwnerId, now: number, limit: number, after?: ListCursor): Promise<FileRecord[]> {
    const { rows } = after
      ? await this.#db.query<FileRow>(
          `SELECT ${FILE_COLUMNS} FROM files WHERE owner = $1 AND expires_at > $2 AND (created_at, uuid) < ($3, $4) ORDER BY created_at DESC, uuid DESC LIMIT $5`,
          [owner, now, after.createdAt, after.uuid, limit],
        )
      : await this.#db.query<FileRow>(`SELECT ${FILE_COLUMNS} FROM files WHERE owner = $1 AND expires_at > $2 ORDER BY created_at DESC, uuid DESC LIMIT $3`, [
          owner,
          now,
          limit,
        ]);
    return rows.map(toFile);
  }

  async getFile(uuid: string): Promise<FileRecord | null> {
    const { rows } = await this.#db.query<FileRow>(`SELECT ${FILE_COLUMNS} FROM files WHERE uuid = $1`, [uuid]);
    return rows[0] ? toFile(rows[0]) : null;
  }

  async hasFile(uuid: string): Promise<boolean> {
    return ((await this.#db.query('SELECT 1 FROM files WHERE uuid = $1', [uuid])).rowCount ?? 0) > 0;
  }

  async setProgress(uuid: string, progress: number, now: number): Promise<void> {
    await this.#db.query(`UPDATE files SET progress = $1, updated_at = $2 WHERE uuid = $3 AND state = 'PROCESSING'`, [progress, now, uuid]);
  }

  async completeFile(uuid: string, now: number, verdict: Verdict | null = null): Promise<boolean> {
    const result = await this.#db.query(
      `UPDATE files SET state = 'COMPLETED', progress = 100, error = NULL, updated_at = $1, verdict_status = $2, verdict_reason = $3 WHERE uuid = $4`,
      [now, ...verdictColumns(verdict), uuid],
    );
    return (result.rowCount ?? 0) > 0;
  }

  async failFile(uuid: string, error: string, now: number): Promise<void> {
    await this.#db.query(`UPDATE files SET state = 'ERROR', error = $1, updated_at = $2 WHERE uuid = $3`, [error, now, uuid]);
  }

  async listExpiredFiles(now: number): Promise<string[]> {
    return (await this.#db.query<{ uuid: string }>('SELECT uuid FROM files WHERE expires_at <= $1', [now])).rows.map((r) => r.uuid);
  }

  async deleteFiles(uuids: readonly string[]): Promise<void> {
    if (uuids.length === 0) return;
    await this.#db.query('DELETE FROM files WHERE uuid = ANY($1::text[])', [[...uuids]]);
  }

  async removeAbandonedRecords(): Promise<string[]> {
    // Foreign keys always hold in PostgreSQL: a user cannot be deleted behind the store's back
    // without its files and keys going too (ON DELETE CASCADE). Nothing is ever left here.
    return [];
  }

  async ageUsage(now: number): Promise<number> {
    const result = await this.#db.query('DELETE FROM usage WHERE day < $1 AND NOT EXISTS (SELECT 1 FROM files f WHERE f.uuid = usage.file_uuid)', [
      utcDay(now - DAY_MS),
    ]);
    // Turn order only matters among owners with queued jobs; instances long gone are forgotten.
    await this.#db.query('DELETE FROM owner_turns t WHERE NOT EXISTS (SELECT 1 FROM jobs j JOIN files f ON f.uuid = j.file_uuid WHERE f.owner = t.owner)');
    await this.#db.query('DELETE FROM instances WHERE seen_at < $1', [now - DAY_MS]);
    return result.rowCount ?? 0;
  }

  // ── leased slots ──────────────────────────────────────────────────────────────────────────

  async takeSlots(bucket: string, ids: readonly string[], max: number, now: number, expiresAt: number): Promise<boolean> {
    return this.#db.transaction(async (q) => {
      // One taker per bucket at a time, across instances, so the count and the insert agree.
      await q.query(`SELECT pg_advisory_xact_lock(hashtext('slots:' || $1))`, [bucket]);
      await q.query('DELETE FROM concurrency_slots WHERE bucket = $1 AND expires_at <= $2', [bucket, now]);
      const { rows } = await q.query<{ n: number }>('SELECT COUNT(*) AS n FROM concurrency_slots WHERE bucket = $1', [bucket]);
      if ((rows[0]?.n ?? 0) + ids.length > max) return false;
      await q.query('INSERT INTO concurrency_slots (id, bucket, expires_at) SELECT unnest($1::text[]), $2, $3', [ids, bucket, expiresAt]);
      return true;
    });
  }

  async renewSlots(ids: readonly string[], expiresAt: number): Promise<void> {
    if (ids.length === 0) return;
    await this.#db.query('UPDATE concurrency_slots SET expires_at = $1 WHERE id = ANY($2::text[])', [expiresAt, ids]);
  }

  async freeSlots(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.#db.query('DELETE FROM concurrency_slots WHERE id = ANY($1::text[])', [ids]);
  }

  async clearSlots(): Promise<void> {
    // Other instances hold slots in this database: theirs expire with their leases, never here.
  }

  async checkpoint(): Promise<void> {
    // PostgreSQL's autovacuum reclaims deleted rows; nothing to do.
  }

  // ── job queue ─────────────────────────────────────────────────────────────────────────────

  async #enqueue(q: Queryable, uuid: string, needsPassword: boolean, now: number): Promise<void> {
    // A protected file's job belongs to this instance (the password is in its memory).
    await q.query(`INSERT INTO jobs (file_uuid, status, attempts, needs_password, holder, enqueued_at) VALUES ($1, 'queued', 0, $2, $3, $4)`, [
      uuid,
      needsPassword,
      needsPassword ? this.instanceId : null,
      now,
    ]);
    if (needsPassword) await this.#seen(q, now);
  }

  async #seen(q: Queryable, now: number): Promise<void> {
    await q.query(
      'INSERT INTO instances (id, seen_at) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET seen_at = GREATEST(instances.seen_at, EXCLUDED.seen_at)',
      [this.instanceId, now],
    );
  }

  async claimNext(now: number, scope: ClaimScope = 'all'): Promise<Job | null> {
    return this.#db.transaction(async (q) => {
      // The owner served least recently first, then that owner's oldest job (review H1); a job
      // another runner is claiming right now is skipped, not waited for.
      const { rows } = await q.query<{ file_uuid: string; owner: string; attempts: number; needs_password: boolean; number_of_pages: number | null }>(
        `SELECT j.file_uuid, f.owner, j.attempts, j.needs_password, f.number_of_pages
         FROM jobs j JOIN files f ON f.uuid = j.file_uuid LEFT JOIN owner_turns t ON t.owner = f.owner
         WHERE j.status = 'queued' AND (NOT j.needs_password OR j.holder = $1) AND ($2 = 'all' OR j.needs_password)
         ORDER BY t.served ASC NULLS FIRST, j.enqueued_at, j.seq
         LIMIT 1
         FOR UPDATE OF j SKIP LOCKED`,
        [this.instanceId, scope],
      );
      const row = rows[0];
      if (!row) return null;
      await q.query(`UPDATE jobs SET status = 'running', attempts = attempts + 1, holder = $1, lease_until = $2 WHERE file_uuid = $3`, [
        this.instanceId,
        now + this.#leaseMs,
        row.file_uuid,
      ]);
      await q.query(`INSERT INTO owner_turns (owner, served) VALUES ($1, nextval('serve_order')) ON CONFLICT (owner) DO UPDATE SET served = EXCLUDED.served`, [
        row.owner,
      ]);
      return { uuid: row.file_uuid, owner: row.owner, attempt: row.attempts + 1, needsPassword: row.needs_password, numberOfPages: row.number_of_pages ?? 1 };
    });
  }

  async renewLeases(uuids: readonly string[], now: number): Promise<void> {
    await this.#seen(this.#db, now);
    if (uuids.length === 0) return;
    await this.#db.query(`UPDATE jobs SET lease_until = $1 WHERE file_uuid = ANY($2::text[]) AND holder = $3 AND status = 'running'`, [
      now + this.#leaseMs,
      [...uuids],
      this.instanceId,
    ]);
  }

  async finish(uuid: string): Promise<void> {
    await this.#db.query('DELETE FROM jobs WHERE file_uuid = $1', [uuid]);
  }

  async release(uuid: string): Promise<void> {
    // A protected file's job stays with this instance: no other one has its password.
    await this.#db.query(
      `UPDATE jobs SET status = 'queued', lease_until = NULL, holder = CASE WHEN needs_password THEN holder ELSE NULL END WHERE file_uuid = $1 AND holder = $2 AND status = 'running'`,
      [uuid, this.instanceId],
    );
  }

  async recoverInterrupted(maxAttempts: number, now: number): Promise<Array<{ uuid: string; reason: 'PASSWORD_LOST' | 'TOO_MANY_ATTEMPTS' }>> {
    return this.#db.transaction(async (q) => {
      const lost: Array<{ uuid: string; reason: 'PASSWORD_LOST' | 'TOO_MANY_ATTEMPTS' }> = [];
      const { rows: expired } = await q.query<{ file_uuid: string; attempts: number; needs_password: boolean }>(
        `SELECT file_uuid, attempts, needs_password FROM jobs WHERE status = 'running' AND lease_until <= $1 FOR UPDATE SKIP LOCKED`,
        [now],
      );
      for (const job of expired) {
        if (job.needs_password) lost.push({ uuid: job.file_uuid, reason: 'PASSWORD_LOST' });
        else if (job.attempts >= maxAttempts) lost.push({ uuid: job.file_uuid, reason: 'TOO_MANY_ATTEMPTS' });
        else await q.query(`UPDATE jobs SET status = 'queued', holder = NULL, lease_until = NULL WHERE file_uuid = $1`, [job.file_uuid]);
      }
      // Queued protected jobs whose instance is gone: their password went with it.
      const { rows: orphaned } = await q.query<{ file_uuid: string }>(
        `SELECT j.file_uuid FROM jobs j LEFT JOIN instances i ON i.id = j.holder
         WHERE j.status = 'queued' AND j.needs_password AND j.holder <> $1 AND (i.id IS NULL OR i.seen_at <= $2)
         FOR UPDATE OF j SKIP LOCKED`,
        [this.instanceId, now - this.#leaseMs],
      );
      for (const job of orphaned) lost.push({ uuid: job.file_uuid, reason: 'PASSWORD_LOST' });
      // Whoever fails these files also finishes their jobs; until then, no one else reports them.
      if (lost.length > 0) {
        await q.query(`UPDATE jobs SET status = 'running', holder = $1, lease_until = $2 WHERE file_uuid = ANY($3::text[])`, [
          this.instanceId,
          now + this.#leaseMs,
          lost.map((l) => l.uuid),
        ]);
      }
      return lost;
    });
  }
}
