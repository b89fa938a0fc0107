/**
 * Running one row of the mutation table (backend/defects.ts): the reference backend with the row's
 * defect, and the kit's checks that verify the row's rule; the defect is caught when one of them fails.
 */
import { defectId } from '../../backend/defect';
import { mutationTable, type Row } from '../../backend/defects';
import { startReferenceBackend } from '../../backend/server';
import { rulesOf, type Check } from '../../scripts/contract-verify/derive';
import { checksFor, fakeClock, loadSpec, verify } from './harness';

/** The rows that have a defect, in the table's order. */
export async function rowsWithDefects(): Promise<Row[]> {
  return mutationTable(await loadSpec()).filter((row) => row.defect !== undefined);
}

/**
 * The checks that verify a row's rule. A defect the whole backend shares is caught by some of them
 * on any path, so all of them run on the first path of each kind and a few on every other path.
 */
export function coveringChecks(checks: Check[], row: Row, perGroup = 3): Check[] {
  const covering = checks.filter((c) => rulesOf(c).includes(row.rule) && (!row.kinds || row.kinds.includes(c.kind)));
  const firstPath = new Map<string, string>();
  const taken = new Map<string, number>();
  return covering.filter((c) => {
    if ((firstPath.get(c.kind) ?? c.path) === c.path) {
      firstPath.set(c.kind, c.path);
      return true;
    }
    const group = `${c.kind} ${c.path}`;
    const n = taken.get(group) ?? 0;
    taken.set(group, n + 1);
    return n < perGroup;
  });
}

export interface RowOutcome {
  row: string;
  /** How many checks verified the rule, and which failed (with what). */
  ran: number;
  caughtBy: string[];
}

export async function runRow(row: Row): Promise<RowOutcome> {
  const clock = fakeClock(row.setup?.now ? Date.parse(row.setup.now) : Date.now());
  const backend = await startReferenceBackend({ rateLimit: row.setup?.rateLimit ?? false, defects: row.defect ? [row.defect] : [], now: clock.now });
  try {
    const checks = coveringChecks(await checksFor({ readOnly: row.setup?.readOnly }), row);
    const v = await verify(backend.url, checks, { clock });
    const caughtBy = v.failed.filter((r) => rulesOf(r.check).includes(row.rule)).map((r) => `${r.check.id}: ${r.detail}`);
    return {
      row: `${row.rule} ← ${row.defect ? defectId(row.defect) : 'no defect'}${row.setup?.readOnly ? ' (read-only)' : ''}`,
      ran: checks.length,
      caughtBy,
    };
  } finally {
    await backend.stop();
  }
}

/** The rows the kit let through: an empty list is the kit catching every defect. */
export async function survivors(rows: Row[]): Promise<string[]> {
  const out: string[] = [];
  for (const row of rows) {
    const outcome = await runRow(row);
    if (outcome.caughtBy.length === 0) out.push(`${outcome.row} (${outcome.ran} check(s) verify it, none failed)`);
  }
  return out;
}
