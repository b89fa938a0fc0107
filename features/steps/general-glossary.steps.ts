import { Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { GlossaryPage } from '../support/pages/shared/glossary';
import type { SiteWorld } from '../support/world';

const glossary = (world: SiteWorld) => new GlossaryPage(world.page);

Then('there is no glossary letter {string}', async function (this: SiteWorld, letter: string) {
  await expect(glossary(this).letters().first()).toBeVisible();
  await expect(glossary(this).letter(letter)).toHaveCount(0);
});
