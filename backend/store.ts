/**
 * Every accepted submission, with the consent record it carries, in SQLite (better-sqlite3 12.x:
 * 13.x does not run on Node 20). Data requests act on what is stored, as the contract's
 * `DataRequest.request_type` says: `withdraw_consent` ends every consent purpose of the matching
 * submissions at once; `erasure` erases their personal data at once (this backend has no identity
 * step) and keeps only each submission's reference and dates, except grievance records, which the
 * law requires the broker to keep (DPDP Act, 2023, s.8(7)).
 *
 * No admin interface: tests read back through `findByReference`, never through the database file.
 */
import Database from 'better-sqlite3';
import type { Json, JsonObject } from '../scripts/contract-verify/contract';

export interface ConsentRecord {
  purpose: string;
  noticeVersion: string;
  givenAt: string;
  withdrawnAt: string | null;
}

export interface StoredSubmission {
  reference: string;
  operationId: string;
  path: string;
  receivedAt: string;
  /** Sent with `X-Conformance-Test: true` (the conformance kit's own submissions). */
  conformanceTest: boolean;
  /** The body as received; null once erased. */
  body: JsonObject | null;
  consents: ConsentRecord[];
  erasedAt: string | null;
}

/** Operations whose records the law requires to keep through an erasure request. */
const KEPT_THROUGH_ERASURE = new Set(['fileGrievance']);

const SCHEMA = `
CREATE TABLE IF NOT EXISTS submissions (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  operation_id TEXT NOT NULL,
  path TEXT NOT NULL,
  received_at TEXT NOT NULL,
  conformance_test INTEGER NOT NULL,
  email TEXT,
  phone TEXT,
  body TEXT,
  erased_at TEXT
);
CREATE INDEX IF NOT EXISTS submissions_email ON submissions (email);
CREATE INDEX IF NOT EXISTS submissions_phone ON submissions (phone);
CREATE TABLE IF NOT EXISTS consents (
  submission_id INTEGER NOT NULL REFERENCES submissions (id),
  purpose TEXT NOT NULL,
  notice_version TEXT NOT NULL,
  given_at TEXT NOT NULL,
  withdrawn_at TEXT,
  PRIMARY KEY (submission_id, purpose)
);
CREATE TABLE IF NOT EXISTS reference_counters (
  prefix TEXT NOT NULL,
  year INTEGER NOT NULL,
  last INTEGER NOT NULL,
  PRIMARY KEY (prefix, year)
);`;

interface SubmissionRow {
  id: number;
  reference: string;
  operation_id: string;
  path: string;
  received_at: string;
  conformance_test: number;
  body: string | null;
  erased_at: string | null;
}

interface ConsentRow {
  purpose: string;
  notice_version: string;
  given_at: string;
  withdrawn_at: string | null;
}

export interface NewSubmission {
  operationId: string;
  path: string;
  /** Two capital letters naming the form (`SubmissionAccepted.reference`). */
  prefix: string;
  body: JsonObject;
  conformanceTest: boolean;
  /** ISO date-time of receipt, and the year (IST) the reference carries. */
  receivedAt: string;
  year: number;
}

const text = (value: Json | undefined) => (typeof value === 'string' ? value : null);

export class Store {
  private readonly db: Database.Database;

  constructor(file = ':memory:') {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('foreign_keys = ON');
    this.db.exec(SCHEMA);
  }

  /** Stores a valid submission and its consent purposes; returns its reference (`EQ-2026-000001`). */
  add(entry: NewSubmission): string {
    return this.db.transaction(() => {
      const counter = this.db
        .prepare<[string, number], { last: number }>(
          `INSERT INTO reference_counters (prefix, year, last) VALUES (?, ?, 1)
           ON CONFLICT (prefix, year) DO UPDATE SET last = last + 1 RETURNING last`,
        )
        .get(entry.prefix, entry.year);
      const reference = `${entry.prefix}-${entry.year}-${String(counter?.last ?? 1).padStart(6, '0')}`;
      const email = text(entry.body.email)?.toLowerCase() ?? null;
      const { lastInsertRowid } = this.db
        .prepare(
          `INSERT INTO submissions (reference, operation_id, path, received_at, conformance_test, email, phone, body)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          reference,
          entry.operationId,
          entry.path,
          entry.receivedAt,
          entry.conformanceTest ? 1 : 0,
          email,
          text(entry.body.phone_num),
          JSON.stringify(entry.body),
        );
      const consent = (entry.body.consent ?? {}) as JsonObject;
      const purposes = Array.isArray(consent.purposes) ? consent.purposes : [];
      const insert = this.db.prepare('INSERT INTO consents (submission_id, purpose, notice_version, given_at) VALUES (?, ?, ?, ?)');
      for (const purpose of purposes) insert.run(lastInsertRowid, String(purpose), String(consent.notice_version), String(consent.given_at));
      return reference;
    })();
  }

  /**
   * The call-back form's second step (`CallbackRequest.follow_up_of`): the name and time it adds replace
   * those of the stored request with that reference and the same number, which keeps its consent and
   * reference. Returns that reference, or undefined when there is no such request (the follow-up is then
   * stored as a request of its own, so nothing the visitor typed is lost).
   */
  attachFollowUp(followUp: JsonObject): string | undefined {
    const first = this.db
      .prepare<[string | null, string | null], { id: number; body: string }>(
        `SELECT id, body FROM submissions
         WHERE reference = ? AND operation_id = 'requestCallback' AND body IS NOT NULL AND phone IS NOT NULL AND phone = ?`,
      )
      .get(text(followUp.follow_up_of), text(followUp.phone_num));
    if (!first) return undefined;
    const body = JSON.parse(first.body) as JsonObject;
    for (const field of ['name', 'preferred_time'] as const) if (followUp[field] !== undefined) body[field] = followUp[field];
    this.db.prepare('UPDATE submissions SET body = ? WHERE id = ?').run(JSON.stringify(body), first.id);
    return text(followUp.follow_up_of) ?? undefined;
  }

  /** Ids of the stored submissions a data request concerns: its e-mail (any case) or its phone number. */
  private matching(request: JsonObject, except: string): number[] {
    const email = text(request.email)?.toLowerCase() ?? null;
    const phone = text(request.phone_num);
    return this.db
      .prepare<[string | null, string | null, string], { id: number }>(
        'SELECT id FROM submissions WHERE ((email IS NOT NULL AND email = ?) OR (phone IS NOT NULL AND phone = ?)) AND reference <> ?',
      )
      .all(email, phone, except)
      .map((row) => row.id);
  }

  /** `withdraw_consent`: every consent purpose of every matching submission ends now. */
  withdrawConsent(request: JsonObject, reference: string, at: string): number {
    const ids = this.matching(request, reference);
    const end = this.db.prepare('UPDATE consents SET withdrawn_at = ? WHERE submission_id = ? AND withdrawn_at IS NULL');
    return this.db.transaction(() => ids.reduce((n, id) => n + end.run(at, id).changes, 0))();
  }

  /** `erasure`: the personal data of every matching submission goes, except records the law keeps. */
  erase(request: JsonObject, reference: string, at: string): number {
    const ids = this.matching(request, reference);
    const kept = this.db.prepare<[number], { operation_id: string }>('SELECT operation_id FROM submissions WHERE id = ?');
    const wipe = this.db.prepare('UPDATE submissions SET body = NULL, email = NULL, phone = NULL, erased_at = ? WHERE id = ?');
    const end = this.db.prepare('UPDATE consents SET withdrawn_at = COALESCE(withdrawn_at, ?) WHERE submission_id = ?');
    return this.db.transaction(() => {
      let erased = 0;
      for (const id of ids) {
        if (KEPT_THROUGH_ERASURE.has(kept.get(id)?.operation_id ?? '')) continue;
        wipe.run(at, id);
        end.run(at, id);
        erased += 1;
      }
      return erased;
    })();
  }

  findByReference(reference: string): StoredSubmission | undefined {
    const row = this.db.prepare<[string], SubmissionRow>('SELECT * FROM submissions WHERE reference = ?').get(reference);
    if (!row) return undefined;
    const consents = this.db
      .prepare<[number], ConsentRow>('SELECT purpose, notice_version, given_at, withdrawn_at FROM consents WHERE submission_id = ? ORDER BY purpose')
      .all(row.id)
      .map((c) => ({ purpose: c.purpose, noticeVersion: c.notice_version, givenAt: c.given_at, withdrawnAt: c.withdrawn_at }));
    return {
      reference: row.reference,
      operationId: row.operation_id,
      path: row.path,
      receivedAt: row.received_at,
      conformanceTest: row.conformance_test === 1,
      body: row.body === null ? null : (JSON.parse(row.body) as JsonObject),
      consents,
      erasedAt: row.erased_at,
    };
  }

  /** Every stored submission, oldest first (for tests and the kit's own checks of what it wrote). */
  all(): StoredSubmission[] {
    return this.db
      .prepare<[], { reference: string }>('SELECT reference FROM submissions ORDER BY id')
      .all()
      .flatMap((row) => this.findByReference(row.reference) ?? []);
  }

  close(): void {
    this.db.close();
  }
}
