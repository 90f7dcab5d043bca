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
  // 2: security review H3 and H2.
  // - User ids are never reused (AUTOINCREMENT): a new user must not inherit a deleted one's id,
  //   and with it the files owned by 'user:<id>' and keys left by a deletion made by hand.
  // - Files of a user reference the user (ON DELETE CASCADE), so deleting a user deletes the rows;
  //   rows whose user is already gone (deleted by hand with foreign keys off) are dropped here.
  // - Each file records its size, counted against its owner's storage quota.
  `
  CREATE TABLE users_v2 (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
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
  INSERT INTO users_v2 (id, email, first_name, last_name, email_verified, referral_code, plan, free_credits, paid_credits, unlimited, created_at)
    SELECT id, email, first_name, last_name, email_verified, referral_code, plan, free_credits, paid_credits, unlimited, created_at FROM users;
  DROP TABLE users;
  ALTER TABLE users_v2 RENAME TO users;
  DELETE FROM api_keys WHERE user_id NOT IN (SELECT id FROM users);
  DELETE FROM files WHERE owner LIKE 'user:%' AND CAST(substr(owner, 6) AS INTEGER) NOT IN (SELECT id FROM users);
  ALTER TABLE files ADD COLUMN user_id INTEGER REFERENCES users (id) ON DELETE CASCADE;
  UPDATE files SET user_id = CAST(substr(owner, 6) AS INTEGER) WHERE owner LIKE 'user:%';
  CREATE INDEX files_user ON files (user_id);
  ALTER TABLE files ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0;
  `,
  // 3: web sessions (docs/web.md). Only a hash of the token is stored; a session dies with its key
  // or its user (by cascade here, and by explicit deletes in the store for connections without it).
  `
  CREATE TABLE sessions (
    token_hash    BLOB    PRIMARY KEY,
    key_id        TEXT    NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
    user_id       INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at    INTEGER NOT NULL,
    last_seen_at  INTEGER NOT NULL,
    expires_at    INTEGER NOT NULL
  );
  CREATE INDEX sessions_key ON sessions (key_id);
  CREATE INDEX sessions_user ON sessions (user_id);
  CREATE INDEX sessions_expires ON sessions (expires_at);
  `,
  // 4: the web page's history (docs/api.md, "Listing files"): each converted file keeps its
  // verdict (reconciliation status and reason) in its row, and an owner's files are listed newest first.
  `
  ALTER TABLE files ADD COLUMN verdict_status TEXT CHECK (verdict_status IN ('verified', 'unverified', 'failed'));
  ALTER TABLE files ADD COLUMN verdict_reason TEXT;
  CREATE INDEX files_owner_created ON files (owner, created_at DESC, uuid DESC);
  `,
  // 5: leased slots (security review 2026-11-26, finding 8): uploads in flight, password checks and
  // queued analyses are counted here, as on PostgreSQL, so every process over this file sees them.
  `
  CREATE TABLE concurrency_slots (
    id          TEXT    PRIMARY KEY,
    bucket      TEXT    NOT NULL,
    expires_at  INTEGER NOT NULL
  );
  CREATE INDEX concurrency_slots_bucket ON concurrency_slots (bucket);
  `,
];

/** Brings the database to the latest schema; refuses one written by a newer version. */
export function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > MIGRATIONS.length) {
    throw new Error(`The database schema is version ${current}, newer than this server knows (${MIGRATIONS.length}); upgrade the server.`);
  }
  if (current === MIGRATIONS.length) return;
  // Rebuilding a table (DROP, then RENAME) with foreign keys on would cascade the DROP into the
  // tables that reference it. The pragma cannot change inside a transaction, so it is switched
  // around the migrations, and the result is checked before it is switched back on.
  const foreignKeys = db.pragma('foreign_keys', { simple: true }) as number;
  db.pragma('foreign_keys = OFF');
  try {
    for (let version = current; version < MIGRATIONS.length; version++) {
      db.transaction(() => {
        db.exec(MIGRATIONS[version] as string);
        const broken = db.pragma('foreign_key_check') as unknown[];
        if (broken.length > 0) throw new Error(`Migration ${version + 1} left ${broken.length} broken foreign key(s).`);
        db.pragma(`user_version = ${version + 1}`);
      })();
    }
  } finally {
    db.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
  }
}
