import { routeById } from '../../config/paths';

export function Component() {
  const meta = routeById('home');
  return (
    <section className="bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{meta.heading}</h1>
      </div>
    </section>
  );
}
