/**
 * The SQLite schema as an ordered list of migrations. `PRAGMA user_version` records how many have
 * run; each runs in its own transaction with the version bump, so a crash never leaves half a
 * migration. Append new migrations; never edit one that has shipped.
 */
import type Database from 'better-sqlite3';

export const MIGRATIONS: readonly string[] = [
  // 1: users, keys, files, jobs, usage
  `
  CREATE TABLE users (
    id              INTEGER PRIMARY KEY,
    email           TEXT    NOT NULL UNIQUE COLLATE NOCASE,
    first_name      TEXT    NOT NULL DEFAULT '',
    last_name       TEXT    NOT NULL DEFAULT '',
    email_verified  INTEGER NOT NULL DEFAULT 0,
    referral_code   TEXT    NOT NULL,
    plan            TEXT    NOT NULL CHECK (plan IN ('free', 'starter', 'pro', 'business')),
    free_credits    INTEGER NOT NULL DEFAULT 0 CHECK (free_credits >= 0),
    paid_credits    INTEGER NOT NULL DEFAULT 0 CHECK (paid_credits >= 0),
    unlimited       INTEGER NOT NULL DEFAULT 0,
    created_at      INTEGER NOT NULL
  );
  CREATE TABLE api_keys (
    id           TEXT    PRIMARY KEY,
    user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    secret_hash  BLOB    NOT NULL,
    created_at   INTEGER NOT NULL
  );
  CREATE INDEX api_keys_user ON api_keys (user_id);
  CREATE TABLE files (
    uuid             TEXT    PRIMARY KEY,
    owner            TEXT    NOT NULL,
    filename         TEXT    NOT NULL,
    pdf_type         TEXT    CHECK (pdf_type IN ('TEXT_BASED', 'IMAGE_BASED')),
    state            TEXT    NOT NULL CHECK (state IN ('READY', 'PROCESSING', 'COMPLETED', 'ERROR', 'PASSWORD_REQUIRED')),
    number_of_pages  INTEGER,
    progress         INTEGER NOT NULL DEFAULT 0,
    error            TEXT,
    pages_charged    INTEGER NOT NULL DEFAULT 0,
    created_at       INTEGER NOT NULL,
    updated_at       INTEGER NOT NULL,
    expires_at       INTEGER NOT NULL
  );
  CREATE INDEX files_owner ON files (owner);
  CREATE INDEX files_expires ON files (expires_at);
  CREATE TABLE jobs (
    file_uuid       TEXT    PRIMARY KEY REFERENCES files (uuid) ON DELETE CASCADE,
    status          TEXT    NOT NULL CHECK (status IN ('queued', 'running')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    needs_password  INTEGER NOT NULL DEFAULT 0,
    enqueued_at     INTEGER NOT NULL
  );
  CREATE INDEX jobs_queue ON jobs (status, enqueued_at);
  -- The ledger of charges; it outlives the files (anonymous daily allowances are counted here).
  CREATE TABLE usage (
    id          INTEGER PRIMARY KEY,
    owner       TEXT    NOT NULL,
    file_uuid   TEXT    NOT NULL,
    pages       INTEGER NOT NULL,
    free_used   INTEGER NOT NULL,
    paid_used   INTEGER NOT NULL,
    day         TEXT    NOT NULL,
    created_at  INTEGER NOT NULL
  );
  CREATE INDEX usage_owner_day ON usage (owner, day);
  `,
];

/** Brings the database to the latest schema; refuses one written by a newer version. */
export function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > MIGRATIONS.length) {
    throw new Error(`The database schema is version ${current}, newer than this server knows (${MIGRATIONS.length}); upgrade the server.`);
  }
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version] as string);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
