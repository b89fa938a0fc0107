// @vitest-environment node
/**
 * The build's officers check (scripts/statutory/officers.ts): every failure it exists for is planted,
 * in a copy string or in the contract's people, and the site as it is passes.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { officers, statutory, type Officer } from '@/config/statutory';
import { officerProblems, type ShownPerson, type ShownText } from '../../../scripts/statutory/officers';
import { shownPeople, shownTexts } from '../../../scripts/statutory/shown';

const root = resolve(import.meta.dirname, '../../..');
const people = shownPeople();
const index = { officers, others: [...new Set(people.map((p) => p.name))] };
const text = (value: string, locale: ShownText['locale'] = 'en'): ShownText => ({ where: 'planted', locale, text: value });
const person = (name: string, designation: string, locale: ShownPerson['locale'] = 'en'): ShownPerson => ({ where: 'planted', locale, name, designation });

describe('the site as it is', () => {
  it('shows every officer with one name and one title, in every locale and in the contract', async () => {
    const texts = await shownTexts();
    expect(texts.some((t) => t.locale === 'hi') && texts.some((t) => t.locale === 'ja')).toBe(true);
    expect(texts.filter((t) => t.text.includes(statutory.officers.principalOfficer.name.en)).length).toBeGreaterThan(1);
    expect(people.some((p) => p.name === statutory.officers.principalOfficer.name.hi)).toBe(true);
    expect(officerProblems(texts, people, index)).toEqual([]);
  });
});

describe('one title, two names', () => {
  it('fails on a footer that gives the Principal Officer’s title to someone else', () => {
    expect(officerProblems([text('Principal Officer: Rajesh Venkataraman')], [], index)).toEqual([
      'planted: "Principal Officer" is given to "Rajesh Venkataraman", but the Principal Officer is Narayan Subramanian (one title, two names)',
    ]);
  });

  it('fails in Hindi and in Japanese too, with or without a bracketed gloss', () => {
    expect(officerProblems([text('प्रधान अधिकारी: राजेश वेंकटरमण', 'hi')], [], index)).toHaveLength(1);
    expect(officerProblems([text('プリンシパル・オフィサー（Principal Officer）：Rajesh Venkataraman', 'ja')], [], index).length).toBeGreaterThan(0);
  });

  it('fails when the key team gives the title to another member', () => {
    expect(officerProblems([], [person('Vikram Rao', 'Chief Executive Officer and Principal Officer')], index)[0]).toMatch(
      /Vikram Rao is listed as .*but the Principal Officer is Narayan Subramanian/,
    );
  });

  it('fails when a sentence pairs the title with someone else’s name', () => {
    expect(officerProblems([text('Write to our Principal Officer, Vikram Rao, by e-mail.')], [], index)[0]).toMatch(/given to Vikram Rao/);
  });

  it('fails when two officers hold one title in the config', () => {
    const twice: Officer[] = [...officers, { ...statutory.officers.complianceOfficer, role: 'principalOfficer' }];
    expect(officerProblems([], [], { officers: twice, others: [] })[0]).toMatch(/two officers hold the title Principal Officer/);
  });
});

describe('one officer, two titles', () => {
  it('fails on a title we do not give anyone: grievances go to the Compliance Officer', () => {
    expect(officerProblems([text('Grievance Officer: Arjun Mehta, grievance.officer@kizunabharat.example')], [], index)[0]).toMatch(
      /"Grievance Officer" is not a title of ours/,
    );
    expect(officerProblems([text('शिकायत अधिकारी: अर्जुन मेहता', 'hi')], [], index)).toHaveLength(1);
    expect(officerProblems([text('苦情対応責任者：Arjun Mehta', 'ja')], [], index)).toHaveLength(1);
    expect(officerProblems([text('Our Grievance Redressal Officer is Arjun Mehta.')], [], index)).toHaveLength(1);
  });

  it('fails when an officer is named beside another officer’s title', () => {
    expect(officerProblems([text('Questions go to Narayan Subramanian, our Compliance Officer.')], [], index)[0]).toMatch(
      /Narayan Subramanian is shown as "Compliance Officer", but their title is Principal Officer/,
    );
  });

  it('fails when the contract lists an officer without their title, or under a second one', () => {
    expect(officerProblems([], [person('Arjun Mehta', 'Head – Compliance and Grievances')], index)[0]).toMatch(/without their title "Compliance Officer"/);
    expect(officerProblems([], [person('अर्जुन मेहता', 'अनुपालन प्रमुख', 'hi')], index)[0]).toMatch(/without their title "अनुपालन अधिकारी"/);
    expect(officerProblems([], [person('Arjun Mehta', 'Compliance Officer and Grievance Officer')], index)[0]).toMatch(
      /"Grievance Officer" is not a title of ours/,
    );
  });

  it('fails on the contract itself when its example is edited so', () => {
    const contract = readFileSync(resolve(root, 'openapi.yaml'), 'utf8');
    const planted = contract.replace('designation: Compliance Officer', 'designation: Grievance Officer');
    expect(planted).not.toBe(contract);
    expect(officerProblems([], shownPeople(planted), index).join('\n')).toMatch(/Arjun Mehta is listed as "Grievance Officer"/);
  });
});

describe('what is not an officer shown', () => {
  it('leaves a title named without a person, and the other officer’s title in the same sentence, alone', () => {
    expect(
      officerProblems(
        [
          text(
            'If you are not satisfied with the resolution from the Compliance Officer, escalate it to our Principal Officer, Narayan Subramanian, by e-mail.',
          ),
        ],
        [],
        index,
      ),
    ).toEqual([]);
    expect(officerProblems([text('An independent grievance officer under the Insurance Ombudsman Rules 2017.')], [], index)).toEqual([]);
  });
});
