import { Link } from 'react-router-dom';
import { footerLinks } from '../../config/navigation';
import { site } from '../../config/site';

export function SiteFooter() {
  return (
    <footer className="bg-brand-950 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="hover:text-white hover:underline"
                  {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-6 text-xs text-slate-400">{site.licence.statement}</p>
        <p className="mt-1 text-xs text-slate-400">{site.certification}</p>
        <p className="mt-1 text-xs text-slate-400">{site.workingHours}</p>
        <p className="mt-4 text-xs text-slate-400">
          © {site.established}–2026 {site.name}
        </p>
      </div>
    </footer>
  );
}
