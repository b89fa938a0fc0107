import type { Locator, Page } from 'playwright-core';

/** The header's language control: one button that opens the list of the page's languages. */
export function languageControl(page: Page): Locator {
  return page.getByRole('banner').getByRole('navigation', { name: /^(Language|भाषा|言語)$/ });
}

export function languageButton(page: Page): Locator {
  return languageControl(page).getByRole('button');
}

/** Opens the list (once) and gives it: the links to the other languages, the current one marked. */
export async function languageList(page: Page): Promise<Locator> {
  const button = languageButton(page);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  const list = languageControl(page).getByRole('list');
  await list.waitFor({ state: 'visible' });
  return list;
}
