/**
 * Every accepted submission, with the consent record it carries. Data requests act on what is stored,
 * as the contract's `DataRequest.request_type` says: `withdraw_consent` ends every consent purpose of
 * the matching submissions at once; `erasure` erases their personal data at once (this backend has no
 * identity step) and keeps only each submission's reference and dates, except grievance records, which
 * the law requires the broker to keep (DPDP Act, 2023, s.8(7)).
 *
 * Kept in memory and, when given a file, written to it (JSON, replaced whole after each change): a
 * reference backend stores a few hundred records at most, and a database engine here cost every clean
 * install a native compile (better-sqlite3 has no prebuilt binary without network), about a minute of
 * each CI run. A production backend chooses its own storage; the contract does not care.
 *
 * No admin interface: tests read back through `findByReference`, never through the file.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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

interface Saved {
  submissions: StoredSubmission[];
  /** The last number given per `PREFIX-YEAR`. */
  counters: Record<string, number>;
}

const text = (value: Json | undefined) => (typeof value === 'string' ? value : null);
const emailOf = (body: JsonObject | null) => text(body?.email)?.toLowerCase() ?? null;
const phoneOf = (body: JsonObject | null) => text(body?.phone_num);

export class Store {
  private readonly saved: Saved;

  /** `file`: where to keep the records across restarts; `:memory:` (the default) keeps nothing after stop. */
  constructor(private readonly file = ':memory:') {
    this.saved = file !== ':memory:' && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Saved) : { submissions: [], counters: {} };
  }

  /** Stores a valid submission and its consent purposes; returns its reference (`EQ-2026-000001`). */
  add(entry: NewSubmission): string {
    const key = `${entry.prefix}-${entry.year}`;
    const number = (this.saved.counters[key] ?? 0) + 1;
    this.saved.counters[key] = number;
    const reference = `${key}-${String(number).padStart(6, '0')}`;
    const consent = (entry.body.consent ?? {}) as JsonObject;
    const purposes = Array.isArray(consent.purposes) ? [...new Set(consent.purposes.map(String))].sort() : [];
    this.saved.submissions.push({
      reference,
      operationId: entry.operationId,
      path: entry.path,
      receivedAt: entry.receivedAt,
      conformanceTest: entry.conformanceTest,
      body: structuredClone(entry.body),
      consents: purposes.map((purpose) => ({
        purpose,
        noticeVersion: String(consent.notice_version),
        givenAt: String(consent.given_at),
        withdrawnAt: null,
      })),
      erasedAt: null,
    });
    this.save();
    return reference;
  }

  /**
   * The call-back form's second step (`CallbackRequest.follow_up_of`): the name and time it adds replace
   * those of the stored request with that reference and the same number, which keeps its consent and
   * reference. Returns that reference, or undefined when there is no such request (the follow-up is then
   * stored as a request of its own, so nothing the visitor typed is lost).
   */
  attachFollowUp(followUp: JsonObject): string | undefined {
    const reference = text(followUp.follow_up_of);
    const first = this.saved.submissions.find(
      (s) => s.reference === reference && s.operationId === 'requestCallback' && s.body !== null && phoneOf(s.body) === phoneOf(followUp),
    );
    if (!first?.body) return undefined;
    for (const field of ['name', 'preferred_time'] as const) if (followUp[field] !== undefined) first.body[field] = followUp[field];
    this.save();
    return first.reference;
  }

  /** The stored submissions a data request concerns: its e-mail (any case) or its phone number. */
  private matching(request: JsonObject, except: string): StoredSubmission[] {
    const email = emailOf(request);
    const phone = phoneOf(request);
    return this.saved.submissions.filter(
      (s) => s.reference !== except && ((email !== null && emailOf(s.body) === email) || (phone !== null && phoneOf(s.body) === phone)),
    );
  }

  /** `withdraw_consent`: every consent purpose of every matching submission ends now. */
  withdrawConsent(request: JsonObject, reference: string, at: string): number {
    let ended = 0;
    for (const submission of this.matching(request, reference))
      for (const consent of submission.consents)
        if (consent.withdrawnAt === null) {
          consent.withdrawnAt = at;
          ended += 1;
        }
    this.save();
    return ended;
  }

  /** `erasure`: the personal data of every matching submission goes, except records the law keeps. */
  erase(request: JsonObject, reference: string, at: string): number {
    let erased = 0;
    for (const submission of this.matching(request, reference)) {
      if (KEPT_THROUGH_ERASURE.has(submission.operationId)) continue;
      submission.body = null;
      submission.erasedAt = at;
      for (const consent of submission.consents) consent.withdrawnAt ??= at;
      erased += 1;
    }
    this.save();
    return erased;
  }

  findByReference(reference: string): StoredSubmission | undefined {
    const found = this.saved.submissions.find((s) => s.reference === reference);
    return found && structuredClone(found);
  }

  /** Every stored submission, oldest first (for tests and the kit's own checks of what it wrote). */
  all(): StoredSubmission[] {
    return structuredClone(this.saved.submissions);
  }

  close(): void {
    this.save();
  }

  /** Replaces the file whole (written beside it, then renamed), so a crash never leaves half a file. */
  private save(): void {
    if (this.file === ':memory:') return;
    writeFileSync(`${this.file}.tmp`, JSON.stringify(this.saved));
    renameSync(`${this.file}.tmp`, this.file);
  }
}
