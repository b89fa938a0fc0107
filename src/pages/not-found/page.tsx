import { Link } from 'react-router-dom';

export function Component() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-widest text-accent-600 dark:text-accent-300">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl dark:text-white">Page not found</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
        The page you are looking for does not exist or has moved.
      </p>
      <p className="mt-8">
        <Link
          to="/"
          className="inline-flex items-center rounded-md bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-700"
        >
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
