/**
 * The build's check that every officer is shown with one name and one title (docs/statutory-facts.md).
 * It reads what the site shows (every copy string of every locale, and the people in the contract's
 * examples) and fails when
 * - a statutory title is given to someone other than its holder ("Principal Officer: <someone else>",
 *   or a person of the key team whose designation holds a title that is not theirs);
 * - an officer appears under a title that is not theirs, or under a forbidden title ("Grievance Officer");
 * - an officer listed in the API's people lacks their title there.
 * Pure: the texts and the people are parameters, so the tests plant each failure.
 */
import { FORBIDDEN_OFFICER_TITLES, OFFICER_TITLES, type Officer, type OfficerRole, type StatutoryLocale } from '@/config/statutory';

/** A text the site shows, with where it comes from (for the message). */
export interface ShownText {
  readonly where: string;
  readonly locale: StatutoryLocale;
  readonly text: string;
}

/** A person as an API example lists them: a name and a designation in one language. */
export interface ShownPerson {
  readonly where: string;
  readonly locale: StatutoryLocale;
  readonly name: string;
  readonly designation: string;
}

interface Found {
  readonly start: number;
  readonly end: number;
}

const LOCALES: readonly StatutoryLocale[] = ['en', 'hi', 'ja'];

function occurrences(text: string, needle: string): Found[] {
  const found: Found[] = [];
  if (needle === '') return found;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) found.push({ start: at, end: at + needle.length });
  return found;
}

/** Sentences, so that a title and a name are paired only within one (". ", "। ", "。", a line break). */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?।。])\s+|(?<=。)|\n+/u).filter((s) => s.trim() !== '');
}

/** Every rendering of every title, longest first (so a title is not found again inside a longer one). */
function titleRenderings(): { role: OfficerRole; text: string }[] {
  return (Object.keys(OFFICER_TITLES) as OfficerRole[])
    .flatMap((role) => LOCALES.map((locale) => ({ role, text: OFFICER_TITLES[role][locale] })))
    .sort((a, b) => b.text.length - a.text.length);
}

const forbiddenTitles = (): string[] => [...new Set(LOCALES.flatMap((locale) => FORBIDDEN_OFFICER_TITLES[locale]))];

/** What `officerProblems` needs to know: the officers, and every other person the site names (for pairing). */
export interface PeopleIndex {
  readonly officers: readonly Officer[];
  /** Names of other people the site shows (board, key team, testimonials), in every script. */
  readonly others: readonly string[];
}

const namesOf = (officer: Officer): string[] => [officer.name.en, officer.name.hi];

export function officerProblems(texts: readonly ShownText[], people: readonly ShownPerson[], index: PeopleIndex): string[] {
  const problems: string[] = [];
  const holderOf = new Map<OfficerRole, Officer>();
  for (const officer of index.officers) {
    const earlier = holderOf.get(officer.role);
    if (earlier) problems.push(`config: two officers hold the title ${OFFICER_TITLES[officer.role].en}: ${earlier.name.en} and ${officer.name.en}`);
    holderOf.set(officer.role, officer);
  }
  const officerByName = new Map<string, Officer>(index.officers.flatMap((o) => namesOf(o).map((n) => [n, o] as const)));
  const allNames = [...new Set([...officerByName.keys(), ...index.others])].sort((a, b) => b.length - a.length);
  const titles = titleRenderings();
  const forbidden = forbiddenTitles();

  for (const shown of texts) {
    for (const sentence of sentences(shown.text)) {
      const names = findAll(sentence, allNames);
      const titleHits = findAll(sentence, [...titles.map((t) => t.text), ...forbidden]).map((hit) => ({
        ...hit,
        role: titles.find((t) => t.text === hit.text)?.role,
      }));
      // "Title: Name": the name after a title used as a label must be its holder's.
      const reported = new Set<Found>();
      for (const hit of titleHits) {
        const label = labelAfter(sentence, hit.end);
        if (label === null) continue;
        const holder = hit.role ? holderOf.get(hit.role) : undefined;
        if (!hit.role || (holder && !namesOf(holder).some((n) => label.startsWith(n)))) reported.add(hit);
        if (!hit.role)
          problems.push(
            `${shown.where}: "${hit.text}" is not a title of ours (grievances go to the ${OFFICER_TITLES.complianceOfficer.en}); it names "${label}"`,
          );
        else if (holder && !namesOf(holder).some((n) => label.startsWith(n))) {
          problems.push(
            `${shown.where}: "${hit.text}" is given to "${label}", but the ${OFFICER_TITLES[hit.role].en} is ${holder.name.en} (one title, two names)`,
          );
        }
      }
      // Each person named is paired with the title nearest to them in the sentence, if any.
      for (const name of names) {
        const title = nearest(name, titleHits);
        if (!title || reported.has(title)) continue;
        if (!title.role) {
          problems.push(
            `${shown.where}: ${name.text} is shown as "${title.text}", which is not a title of ours (grievances go to the ${OFFICER_TITLES.complianceOfficer.en})`,
          );
          continue;
        }
        const holder = holderOf.get(title.role);
        if (!holder || namesOf(holder).includes(name.text)) continue;
        const other = officerByName.get(name.text);
        problems.push(
          other
            ? `${shown.where}: ${other.name.en} is shown as "${title.text}", but their title is ${OFFICER_TITLES[other.role].en} (one officer, two titles)`
            : `${shown.where}: "${title.text}" is given to ${name.text}, but the ${OFFICER_TITLES[title.role].en} is ${holder.name.en} (one title, two names)`,
        );
      }
    }
  }

  for (const person of people) {
    const officer = officerByName.get(person.name);
    for (const { role, text } of titles) {
      if (!person.designation.includes(text)) continue;
      const holder = holderOf.get(role);
      if (holder && !namesOf(holder).includes(person.name)) {
        problems.push(
          `${person.where}: ${person.name} is listed as "${person.designation}", but the ${OFFICER_TITLES[role].en} is ${holder.name.en} (one title, two names)`,
        );
      }
    }
    for (const text of forbidden) {
      if (person.designation.includes(text))
        problems.push(`${person.where}: ${person.name} is listed as "${person.designation}": "${text}" is not a title of ours`);
    }
    if (officer && !person.designation.includes(OFFICER_TITLES[officer.role][person.locale])) {
      problems.push(
        `${person.where}: ${person.name} is listed as "${person.designation}", without their title "${OFFICER_TITLES[officer.role][person.locale]}" (one officer, two titles)`,
      );
    }
  }
  return [...new Set(problems)];
}

function findAll(text: string, needles: readonly string[]): (Found & { text: string })[] {
  const hits: (Found & { text: string })[] = [];
  for (const needle of needles) {
    for (const hit of occurrences(text, needle)) {
      // A longer needle found first keeps its span: "Principal Officer" inside a longer match is not found twice.
      if (!hits.some((h) => hit.start < h.end && h.start < hit.end)) hits.push({ ...hit, text: needle });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

/** "Principal Officer: X, …" (or with a bracketed gloss, "…（Principal Officer）：X") → "X, …"; null when the title is not a label. */
function labelAfter(sentence: string, end: number): string | null {
  const match = /^[\s）)]*(?:[（(][^）)]*[）)])?\s*[:：]\s*(.+)$/u.exec(sentence.slice(end));
  return match?.[1]?.trim() ?? null;
}

function nearest<T extends Found>(from: Found, candidates: readonly T[]): T | undefined {
  let best: T | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = candidate.start >= from.end ? candidate.start - from.end : from.start - candidate.end;
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
