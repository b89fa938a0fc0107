import { PageHeader } from '@/components/PageHeader';
import { env } from '@/config/env';
import { routeById } from '@/config/paths';
import { lifeGlossary } from '@/content/glossary/life';
import { Glossary } from '@/features/glossary/Glossary';

export function Component() {
  const route = routeById('lifeGlossary');
  return (
    <>
      <PageHeader id="lifeGlossary" lead="Plain-English meanings of the words you meet in life insurance proposals, policies and claims in India." />
      <Glossary entries={lifeGlossary} name={route.heading} url={new URL(route.path, env.VITE_SITE_URL).href} />
    </>
  );
}
