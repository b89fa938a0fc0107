/**
 * The clause list (features/clauses.md): one line per spec clause,
 *
 *   - `P1-2.1-header-fixed` The header is fixed at the top.
 *   - `P1-7-api-port-3000` Otherwise … replaced by 8000. [not testable: why]
 *   - `P2-2-forms-placeholder` One link is an empty placeholder. [deviation: what we do instead]
 *
 * under `## …` headings. Ids of the spec are `P<part>-<section>-<slug>`; ids of
 * additions (features that add to the spec) are `ADD-<issue>.<slug>`.
 */

export interface Clause {
  id: string;
  text: string;
  /** The `## …` heading the clause sits under. */
  section: string;
  /** Part of the spec, or an addition made by an issue. */
  kind: 'spec' | 'addition';
  /** Why no scenario can verify it (it needs none). */
  notTestable?: string;
  /** What the site does instead (a scenario verifies that). */
  deviation?: string;
  line: number;
}

export const CLAUSE_ID = /^(P[12]-\d+(\.\d+)?-[a-z0-9][a-z0-9.-]*|ADD-\d+\.[a-z0-9][a-z0-9.-]*)$/;
/** A scenario tag that names a clause (as opposed to @first-visit, @issue-12 …). */
export const CLAUSE_TAG = /^@(P[12]-|ADD-)/;

const LINE = /^- `([^`]+)` (.+?)(?: \[(not testable|deviation): (.+)\])?$/;

export function parseClauses(markdown: string): Clause[] {
  const clauses: Clause[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  let section = '';
  markdown.split('\n').forEach((raw, index) => {
    const line = raw.trimEnd();
    if (line.startsWith('## ')) section = line.slice(3).trim();
    if (!line.startsWith('- `')) return;
    const match = LINE.exec(line);
    if (!match) {
      errors.push(`line ${index + 1}: not "- \`id\` words [not testable: reason]": ${line}`);
      return;
    }
    const [, id = '', text = '', mark, reason] = match;
    if (!CLAUSE_ID.test(id)) errors.push(`line ${index + 1}: the id "${id}" is not P<part>-<section>-<slug> or ADD-<issue>.<slug>`);
    if (seen.has(id)) errors.push(`line ${index + 1}: the id "${id}" is used twice`);
    seen.add(id);
    clauses.push({
      id,
      text,
      section,
      kind: id.startsWith('ADD-') ? 'addition' : 'spec',
      ...(mark === 'not testable' ? { notTestable: reason } : {}),
      ...(mark === 'deviation' ? { deviation: reason } : {}),
      line: index + 1,
    });
  });
  if (errors.length > 0) throw new Error(`features/clauses.md:\n${errors.join('\n')}`);
  return clauses;
}
