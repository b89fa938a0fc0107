/**
 * `npm run test:outside`, part of `npm test` after the build: the checks an outside reviewer ran,
 * the Nu HTML Checker (scripts/check-html.ts) and the Firefox ESR smoke (scripts/firefox-smoke.ts).
 * They run side by side (one is a JVM reading files, the other mostly waits on Firefox), each with
 * its own verdict, so the wall time is about the longer of the two; both reports are printed whole.
 */
import { resolve } from 'node:path';
import { checkHtml } from './check-html';
import { firefoxSmoke } from './firefox-smoke';

const dist = resolve(import.meta.dirname, '..', 'dist');
const started = performance.now();
const results = await Promise.allSettled([checkHtml(dist), firefoxSmoke(dist)]);
let ok = true;
for (const result of results) {
  if (result.status === 'rejected') {
    ok = false;
    console.error(result.reason instanceof Error ? result.reason.message : String(result.reason));
    continue;
  }
  ok &&= result.value.ok;
  (result.value.ok ? console.log : console.error)(`${result.value.report}\n(${(result.value.ms / 1000).toFixed(1)} s)`);
}
console.log(`outside checks: ${((performance.now() - started) / 1000).toFixed(1)} s in all`);
process.exitCode = ok ? 0 : 1;
