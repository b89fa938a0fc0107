import { PageHeader } from '@/components/PageHeader';
import { env } from '@/config/env';
import { routeById, routeCopy } from '@/config/paths';
import * as english from '@/content/glossary/life';
import { useCopy, useLocale } from '@/lib/i18n';
import { localisedPath } from '@/config/locales';
import { Glossary } from '@/features/glossary/Glossary';

export function Component() {
  const route = routeById('lifeGlossary');
  const { lifeGlossary } = useCopy('lifeGlossary', english);
  const heading = useCopy('routes', routeCopy).lifeGlossary.heading;
  const path = localisedPath(useLocale(), route.path);
  return (
    <>
      <PageHeader id="lifeGlossary" />
      <Glossary entries={lifeGlossary} name={heading} url={new URL(path, env.VITE_SITE_URL).href} />
    </>
  );
}
