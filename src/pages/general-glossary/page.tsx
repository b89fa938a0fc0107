import { PageHeader } from '@/components/PageHeader';
import { env } from '@/config/env';
import { routeById } from '@/config/paths';
import { generalGlossary } from '@/content/glossary/general';
import { Glossary } from '@/features/glossary/Glossary';

export function Component() {
  const route = routeById('generalGlossary');
  return (
    <>
      <PageHeader id="generalGlossary" lead="General, marine, motor and reinsurance terms explained, with the Indian rules behind them." />
      <Glossary entries={generalGlossary} name={route.heading} url={new URL(route.path, env.VITE_SITE_URL).href} />
    </>
  );
}
