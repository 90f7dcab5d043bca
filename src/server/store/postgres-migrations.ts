/**
 * The PostgreSQL schema as ordered migrations, recorded in `bsc_schema`. Several instances may
 * start at once: they take one advisory lock, so exactly one runs each migration (each in its own
 * transaction with its version row). Append new migrations; never edit one that has shipped.
 */
// The pool itself, not the PgDatabase wrapper: that module opens the database by migrating it.
import type pg from 'pg';

/** Key of the session-level advisory lock held while migrating ("bsc" + 1). */
const MIGRATION_LOCK = 0x62736301;

export const PG_MIGRATIONS: readonly string[] = [
  // 1: the same tables as SQLite's schema, plus the blobs, the job leases and the shared limits.
  `
  CREATE TABLE users (
    id              BIGSERIAL PRIMARY KEY,
    email           TEXT    NOT NULL,
    first_name      TEXT    NOT NULL DEFAULT '',
    last_name       TEXT    NOT NULL DEFAULT '',
    email_verified  BOOLEAN NOT NULL DEFAULT FALSE,
    referral_code   TEXT    NOT NULL,
    plan            TEXT    NOT NULL CHECK (plan IN ('free', 'starter', 'pro', 'business')),
    free_credits    INTEGER NOT NULL DEFAULT 0 CHECK (free_credits >= 0),
    paid_credits    INTEGER NOT NULL DEFAULT 0 CHECK (paid_credits >= 0),
    unlimited       BOOLEAN NOT NULL DEFAULT FALSE,
    created_at      BIGINT  NOT NULL
  );
  CREATE UNIQUE INDEX users_email ON users (lower(email));
  CREATE TABLE api_keys (
    id           TEXT   PRIMARY KEY,
    user_id      BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    secret_hash  BYTEA  NOT NULL,
    created_at   BIGINT NOT NULL
  );
  CREATE INDEX api_keys_user ON api_keys (user_id);
  CREATE TABLE files (
    uuid             TEXT    PRIMARY KEY,
    owner            TEXT    NOT NULL,
    user_id          BIGINT  REFERENCES users (id) ON DELETE CASCADE,
    filename         TEXT    NOT NULL,
    pdf_type         TEXT    CHECK (pdf_type IN ('TEXT_BASED', 'IMAGE_BASED')),
    state            TEXT    NOT NULL CHECK (state IN ('READY', 'PROCESSING', 'COMPLETED', 'ERROR', 'PASSWORD_REQUIRED')),
    number_of_pages  INTEGER,
    progress         INTEGER NOT NULL DEFAULT 0,
    error            TEXT,
    pages_charged    INTEGER NOT NULL DEFAULT 0,
    bytes            BIGINT  NOT NULL DEFAULT 0,
    created_at       BIGINT  NOT NULL,
    updated_at       BIGINT  NOT NULL,
    expires_at       BIGINT  NOT NULL
  );
  CREATE INDEX files_owner ON files (owner);
  CREATE INDEX files_user ON files (user_id);
  CREATE INDEX files_expires ON files (expires_at);
  -- holder: the instance that claimed the job (or, for a protected file, the one holding its password).
  CREATE TABLE jobs (
    file_uuid       TEXT    PRIMARY KEY REFERENCES files (uuid) ON DELETE CASCADE,
    status          TEXT    NOT NULL CHECK (status IN ('queued', 'running')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    needs_password  BOOLEAN NOT NULL DEFAULT FALSE,
    holder          TEXT,
    lease_until     BIGINT,
    enqueued_at     BIGINT  NOT NULL,
    seq             BIGSERIAL
  );
  CREATE INDEX jobs_queue ON jobs (status, enqueued_at, seq);
  -- When each owner's job was last claimed (a sequence number: turn order across instances).
  CREATE TABLE owner_turns (
    owner   TEXT   PRIMARY KEY,
    served  BIGINT NOT NULL
  );
  CREATE SEQUENCE serve_order;
  -- Instances seen recently: a protected file's queued job dies with the instance holding its password.
  CREATE TABLE instances (
    id       TEXT   PRIMARY KEY,
    seen_at  BIGINT NOT NULL
  );
  CREATE TABLE usage (
    id          BIGSERIAL PRIMARY KEY,
    owner       TEXT    NOT NULL,
    file_uuid   TEXT    NOT NULL,
    pages       INTEGER NOT NULL,
    free_used   INTEGER NOT NULL,
    paid_used   INTEGER NOT NULL,
    day         TEXT    NOT NULL,
    created_at  BIGINT  NOT NULL
  );
  CREATE INDEX usage_owner_day ON usage (owner, day);
  CREATE INDEX usage_file ON usage (file_uuid);
  -- Uploaded PDFs (name 'source') and rendered results ('result.json', ...), at most 3 MB each.
  CREATE TABLE blobs (
    uuid         TEXT   NOT NULL,
    name         TEXT   NOT NULL,
    bytes        BYTEA  NOT NULL,
    modified_at  BIGINT NOT NULL,
    PRIMARY KEY (uuid, name)
  );
  CREATE TABLE rate_windows (
    bucket        TEXT    PRIMARY KEY,
    window_start  BIGINT  NOT NULL,
    count         INTEGER NOT NULL
  );
  CREATE TABLE concurrency_slots (
    id          TEXT   PRIMARY KEY,
    bucket      TEXT   NOT NULL,
    expires_at  BIGINT NOT NULL
  );
  CREATE INDEX concurrency_slots_bucket ON concurrency_slots (bucket);
  `,
  // 2: browser sessions (docs/web.md): the token's SHA-256 only; gone with their key or user.
  `
  CREATE TABLE sessions (
    token_hash    BYTEA  PRIMARY KEY,
    key_id        TEXT   NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
    user_id       BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at    BIGINT NOT NULL,
    last_seen_at  BIGINT NOT NULL,
    expires_at    BIGINT NOT NULL
  );
  CREATE INDEX sessions_key ON sessions (key_id);
  CREATE INDEX sessions_user ON sessions (user_id);
  CREATE INDEX sessions_expiry ON sessions (expires_at);
  `,
];

export async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query('CREATE TABLE IF NOT EXISTS bsc_schema (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())');
      const { rows } = await client.query<{ v: number | null }>('SELECT MAX(version) AS v FROM bsc_schema');
      const current = rows[0]?.v ?? 0;
      if (current > PG_MIGRATIONS.length) {
        throw new Error(`The database schema is version ${current}, newer than this server knows (${PG_MIGRATIONS.length}); upgrade the server.`);
      }
      for (let version = current; version < PG_MIGRATIONS.length; version++) {
        await client.query('BEGIN');
        try {
          await client.query(PG_MIGRATIONS[version] as string);
          await client.query('INSERT INTO bsc_schema (version) VALUES ($1)', [version + 1]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
