/**
 * `npm run check:statutory`, the first step of `npm run build`: fails (exit 1, naming each problem) when
 * a validity date the site states has passed or falls within 30 days without a recorded renewal, when a
 * withheld date's decision is past its review date, or when an officer is shown with two names or two
 * titles anywhere (every locale's copy, the contract's examples). `--today=yyyy-mm-dd` (or
 * STATUTORY_TODAY) checks as on another day; by default the day is today in India.
 * See docs/statutory-facts.md.
 */
import { officers, statutory } from '@/config/statutory';
import { officerProblems } from './statutory/officers';
import { shownPeople, shownTexts } from './statutory/shown';
import { statutoryValidityProblems, todayInIndia } from './statutory/validity';

const flag = process.argv.find((arg) => arg.startsWith('--today='))?.slice('--today='.length);
const today = flag ?? process.env.STATUTORY_TODAY ?? todayInIndia();

const people = shownPeople();
const others = [...new Set(people.map((p) => p.name))];
const problems = [...statutoryValidityProblems(statutory, today), ...officerProblems(await shownTexts(), people, { officers, others })];

if (problems.length > 0) {
  console.error(`Statutory facts (src/config/statutory.ts) as on ${today}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Statutory facts: validity and officers consistent as on ${today}.`);
