/**
 * The acceptance steps are a vocabulary: every step definition is used by a
 * scenario, and few are used by one step line only. This reads Cucumber's own message stream from a dry
 * run (no browser, no server: a few seconds) and
 * - fails when a step definition matches no step of any feature, or a step matches no definition or
 *   several (a phrase retired on one branch and still written on another);
 * - reports how many definitions there are and the share used by a single step line (an outline's
 *   examples and a Background's scenarios count once: it is one line of Gherkin).
 *
 * - fails when that share rises above MAX_SINGLE_USE_PERCENT: a new page-specific phrase is a word
 *   the vocabulary lacks, or one it already has under another wording (docs/testing.md).
 *
 * `--list` also prints the single-use definitions; `--json <file>` writes the figures;
 * `--max-single-use <percent>` sets another limit (the gate's own test).
 */
import { writeFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { loadConfiguration, runCucumber } from '@cucumber/cucumber/api';
import type { Envelope } from '@cucumber/messages';

export interface StepDefinitionUse {
  pattern: string;
  /** Where it is defined: path:line. */
  at: string;
  /** The distinct Gherkin step lines it matches, path:line. */
  lines: string[];
}

export interface StepUsage {
  definitions: StepDefinitionUse[];
  unused: StepDefinitionUse[];
  singleUse: StepDefinitionUse[];
  /** Steps no definition matches, or several do: text and feature path:line. */
  unmatched: string[];
  ambiguous: string[];
}

/** Runs Cucumber's dry run and collects which step lines each definition matches. */
export async function stepUsage(): Promise<StepUsage> {
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const { runConfiguration } = await loadConfiguration({ provided: { dryRun: true, parallel: 0, format: [], strict: false } }, { stdout: silent });
  const definitions = new Map<string, StepDefinitionUse>();
  const stepLines = new Map<string, string>(); // Gherkin step id → path:line
  const pickleSteps = new Map<string, { uri: string; astNodeId: string; text: string }>();
  const uses = new Map<string, Set<string>>();
  const unmatched: string[] = [];
  const ambiguous: string[] = [];

  const walkSteps = (uri: string, steps: readonly { id: string; location: { line: number } }[] | undefined) => {
    for (const step of steps ?? []) stepLines.set(step.id, `${uri}:${step.location.line}`);
  };
  const onMessage = (message: Envelope) => {
    if (message.stepDefinition) {
      const { id, pattern, sourceReference } = message.stepDefinition;
      definitions.set(id, { pattern: pattern.source, at: `${sourceReference.uri}:${sourceReference.location?.line ?? 0}`, lines: [] });
    }
    if (message.gherkinDocument?.feature) {
      const uri = message.gherkinDocument.uri ?? '';
      for (const child of message.gherkinDocument.feature.children) {
        walkSteps(uri, child.background?.steps);
        walkSteps(uri, child.scenario?.steps);
        for (const inner of child.rule?.children ?? []) {
          walkSteps(uri, inner.background?.steps);
          walkSteps(uri, inner.scenario?.steps);
        }
      }
    }
    if (message.pickle) {
      for (const step of message.pickle.steps) pickleSteps.set(step.id, { uri: message.pickle.uri, astNodeId: step.astNodeIds[0] ?? '', text: step.text });
    }
    if (message.testCase) {
      for (const testStep of message.testCase.testSteps) {
        if (!testStep.pickleStepId) continue; // a hook
        const step = pickleSteps.get(testStep.pickleStepId);
        const line = step ? (stepLines.get(step.astNodeId) ?? step.uri) : '?';
        const ids = testStep.stepDefinitionIds ?? [];
        if (ids.length === 0) unmatched.push(`${line}: ${step?.text ?? ''}`);
        if (ids.length > 1) ambiguous.push(`${line}: ${step?.text ?? ''}`);
        for (const id of ids) {
          if (!uses.has(id)) uses.set(id, new Set());
          uses.get(id)?.add(line);
        }
      }
    }
  };
  await runCucumber(runConfiguration, { stdout: silent }, onMessage);
  for (const [id, definition] of definitions) definition.lines = [...(uses.get(id) ?? [])].sort();
  const all = [...definitions.values()].sort((a, b) => a.at.localeCompare(b.at, 'en', { numeric: true }));
  return {
    definitions: all,
    unused: all.filter((d) => d.lines.length === 0),
    singleUse: all.filter((d) => d.lines.length === 1),
    unmatched: [...new Set(unmatched)],
    ambiguous: [...new Set(ambiguous)],
  };
}

/** The highest share of single-use definitions allowed: today's figure (38.2 %) with room for a few new phrases; lower it as the share falls. */
export const MAX_SINGLE_USE_PERCENT = 39;

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)} %`;

async function main() {
  const usage = await stepUsage();
  const { definitions, unused, singleUse, unmatched, ambiguous } = usage;
  if (process.argv.includes('--list')) {
    for (const d of singleUse) console.log(`single-use  ${d.at}  ${d.pattern}  (${d.lines[0]})`);
  }
  const json = process.argv[process.argv.indexOf('--json') + 1];
  if (process.argv.includes('--json') && json) {
    writeFileSync(json, JSON.stringify({ definitions: definitions.length, unused: unused.length, singleUse: singleUse.length }, null, 2));
  }
  const maxArgument = process.argv.indexOf('--max-single-use');
  const max = maxArgument > 0 ? Number(process.argv[maxArgument + 1]) : MAX_SINGLE_USE_PERCENT;
  console.log(
    `Step definitions: ${definitions.length}; used by one step line only: ${singleUse.length} (${percent(singleUse.length, definitions.length)}, at most ${max} %); unused: ${unused.length}`,
  );
  const share = (100 * singleUse.length) / Math.max(definitions.length, 1);
  const problems = [
    ...(share > max
      ? [
          `${percent(singleUse.length, definitions.length)} of the step definitions are used by one step line only, above ${max} %: say it with a phrase that exists (npm run lint:steps -- --list)`,
        ]
      : []),
    ...unused.map((d) => `unused step definition ${d.at}: ${d.pattern}`),
    ...unmatched.map((s) => `no step definition matches ${s}`),
    ...ambiguous.map((s) => `several step definitions match ${s}`),
  ];
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
