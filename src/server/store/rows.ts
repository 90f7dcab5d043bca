/**
 * The rows of the users, files and sessions tables as both SQL stores read them, and their
 * records. SQLite gives booleans as 0/1 and PostgreSQL as booleans; everything else is the same.
 */
import type { FileRecord, Plan, SessionRecord, UserRecord, Verdict } from './types.ts';

export interface UserRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  email_verified: boolean | number;
  referral_code: string;
  plan: Plan;
  free_credits: number;
  paid_credits: number;
  unlimited: boolean | number;
  created_at: number;
}

export interface FileRow {
  uuid: string;
  owner: string;
  filename: string;
  pdf_type: FileRecord['pdfType'];
  state: FileRecord['state'];
  number_of_pages: number | null;
  progress: number;
  error: string | null;
  pages_charged: number;
  created_at: number;
  expires_at: number;
  verdict_status: Verdict['status'] | null;
  verdict_reason: string | null;
}

export interface SessionRow {
  token_hash: Buffer;
  key_id: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

export const toUser = (row: UserRow): UserRecord => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  emailVerified: Boolean(row.email_verified),
  referralCode: row.referral_code,
  plan: row.plan,
  freeCredits: row.free_credits,
  paidCredits: row.paid_credits,
  unlimitedCredits: Boolean(row.unlimited),
  createdAt: row.created_at,
});

export const toFile = (row: FileRow): FileRecord => ({
  uuid: row.uuid,
  owner: row.owner,
  filename: row.filename,
  pdfType: row.pdf_type,
  state: row.state,
  numberOfPages: row.number_of_pages,
  progress: row.progress,
  error: row.error,
  pagesCharged: row.pages_charged,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  verdict: row.verdict_status ? { status: row.verdict_status, statusReason: row.verdict_reason ?? '' } : null,
});

/** A verdict as its two columns (both null when there is none). */
export const verdictColumns = (verdict: Verdict | null | undefined): [Verdict['status'] | null, string | null] =>
  verdict ? [verdict.status, verdict.statusReason] : [null, null];

export const toSession = (row: SessionRow): SessionRecord => ({
  tokenHash: row.token_hash,
  keyId: row.key_id,
  userId: Number(row.user_id),
  createdAt: Number(row.created_at),
  lastSeenAt: Number(row.last_seen_at),
  expiresAt: Number(row.expires_at),
});

/** A session joined to its key and user: it outlives neither, whatever the foreign-key setting. */
export const SESSION_SELECT = `SELECT s.token_hash, s.key_id, s.user_id, s.created_at, s.last_seen_at, s.expires_at FROM sessions s
  JOIN api_keys k ON k.id = s.key_id AND k.user_id = s.user_id JOIN users u ON u.id = s.user_id`;
