import { Link, NavLink } from 'react-router-dom';
import { LogoMark } from '../../components/Logo';
import { site } from '../../config/site';
import { topNav } from '../../config/navigation';

export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-3" aria-label={`${site.name}, home`}>
          <LogoMark />
          <span className="hidden text-sm font-semibold leading-tight text-brand-900 sm:block dark:text-white">{site.name}</span>
        </Link>
        <nav aria-label="Main">
          <ul className="flex items-center gap-4 text-sm font-medium">
            {topNav.map((item) =>
              'to' in item ? (
                <li key={item.label}>
                  <NavLink to={item.to} end className="hover:text-accent-600">
                    {item.label}
                  </NavLink>
                </li>
              ) : (
                <li key={item.label}>
                  <NavLink to={item.children[0]?.to ?? '/'} className="hover:text-accent-600">
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
