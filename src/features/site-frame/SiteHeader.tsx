import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { LogoMark } from '@/components/Logo';
import { ABOUT_DROPDOWN_WIDTH_PX, ABOUT_SUBMENU_CLOSE_DELAY_MS } from '@/config/timings';
import { env } from '@/config/env';
import { aboutLinks, activeSection, topNav } from '@/config/navigation';
import { site } from '@/config/site';
import { siteFrameText } from '@/content/site-frame';
import { useCopy } from '@/lib/i18n';
import { LanguageSwitcher } from './LanguageSwitcher';

const linkBase = 'rounded-md px-3 py-2 text-sm font-medium transition-colors';
const linkIdle = 'text-slate-700 hover:bg-brand-50 hover:text-brand-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';
const linkActive = 'bg-brand-50 text-brand-900 dark:bg-slate-800 dark:text-white';

function Chevron({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 20 20" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true">
      <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Fixed header: logo (→ /), the company name from the small breakpoint up, and the
 * top navigation (part 1 §2.1). Wide screens: About dropdown on hover or click,
 * closing 200 ms after the pointer leaves. Narrow screens: hamburger with an About accordion.
 */
export function SiteHeader() {
  const t = useCopy('siteFrame', siteFrameText);
  const { pathname } = useLocation();
  const section = activeSection(pathname);
  const [aboutOpen, setAboutOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileAboutOpen, setMobileAboutOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  // A click right after the pointer opened the menu keeps it open rather than toggling it shut.
  const openedByHover = useRef(false);
  const navRef = useRef<HTMLDivElement>(null);
  const aboutButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const dropdownId = useId();
  const mobileId = useId();
  const mobileAboutId = useId();

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const closeAll = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    openedByHover.current = false;
    setAboutOpen(false);
    setMobileOpen(false);
    setMobileAboutOpen(false);
  }, []);

  // A route change closes every menu.
  useEffect(() => closeAll(), [pathname, closeAll]);

  // A click outside the navigation closes every menu.
  useEffect(() => {
    if (!aboutOpen && !mobileOpen) return;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) closeAll();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
    };
  }, [aboutOpen, mobileOpen, closeAll]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  function onNavKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    if (aboutOpen) {
      setAboutOpen(false);
      aboutButton.current?.focus();
    } else if (mobileOpen) {
      closeAll();
      menuButton.current?.focus();
    }
  }

  const navClass = ({ isActive }: { isActive: boolean }) => `${linkBase} ${isActive ? linkActive : linkIdle}`;

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85 dark:border-slate-800 dark:bg-slate-950/95">
      <div ref={navRef} onKeyDown={onNavKeyDown} className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" onClick={closeAll} className="flex min-w-0 items-center gap-3 rounded-md" aria-label={t.homeLink(site.name)}>
          <LogoMark className="h-9 w-9 shrink-0" />
          <span className="hidden truncate text-sm font-semibold leading-tight text-brand-900 sm:block dark:text-white">{site.name}</span>
        </Link>

        <nav aria-label={t.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {topNav.map((item) =>
              'to' in item ? (
                <li key={item.label}>
                  <NavLink to={item.to} end onClick={closeAll} className={navClass}>
                    {t.nav[item.key]}
                  </NavLink>
                </li>
              ) : (
                <li
                  key={item.label}
                  className="relative"
                  onMouseEnter={() => {
                    cancelClose();
                    if (!aboutOpen) openedByHover.current = true;
                    setAboutOpen(true);
                  }}
                  onMouseLeave={() => {
                    cancelClose();
                    closeTimer.current = window.setTimeout(() => setAboutOpen(false), ABOUT_SUBMENU_CLOSE_DELAY_MS);
                  }}
                >
                  <button
                    ref={aboutButton}
                    type="button"
                    aria-expanded={aboutOpen}
                    aria-controls={dropdownId}
                    onClick={() => {
                      const keep = openedByHover.current;
                      openedByHover.current = false;
                      setAboutOpen((open) => (keep ? true : !open));
                    }}
                    data-active={section === 'about' || undefined}
                    className={`${linkBase} inline-flex items-center gap-1 ${section === 'about' ? linkActive : linkIdle}`}
                  >
                    {t.nav.about}
                    <Chevron open={aboutOpen} />
                  </button>
                  <div
                    id={dropdownId}
                    hidden={!aboutOpen}
                    style={{ width: ABOUT_DROPDOWN_WIDTH_PX }}
                    className="absolute left-1/2 top-full -translate-x-1/2 pt-2"
                  >
                    <ul aria-label={t.aboutPages} className="grid grid-cols-2 gap-1 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl dark:border-slate-700 dark:bg-slate-900">
                      {item.children.map((child) => (
                        <li key={child.to}>
                          <NavLink to={child.to} onClick={closeAll} className={({ isActive }) => `block ${linkBase} ${isActive ? linkActive : linkIdle}`}>
                            {t.nav[child.key]}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                </li>
              ),
            )}
          </ul>
        </nav>

        {/* Part 1 §2.1: the customer login site is an external site, reached by a plain link. */}
        <a
          href={env.VITE_CUSTOMER_LOGIN_URL}
          className="hidden shrink-0 rounded-md border border-brand-200 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 lg:inline-block dark:border-slate-600 dark:text-white dark:hover:bg-slate-800"
        >
          {t.customerLogin}
        </a>

        <LanguageSwitcher />

        <button
          ref={menuButton}
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-md text-brand-900 hover:bg-brand-50 lg:hidden dark:text-white dark:hover:bg-slate-800"
          aria-expanded={mobileOpen}
          aria-controls={mobileId}
          aria-label={mobileOpen ? t.closeMenu : t.openMenu}
          onClick={() => setMobileOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
            {mobileOpen ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>

        <nav id={mobileId} aria-label={t.mainNavMobile} hidden={!mobileOpen} className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg lg:hidden dark:border-slate-800 dark:bg-slate-950">
          <ul className="space-y-1 px-4 py-4">
            {topNav.map((item) =>
              'to' in item ? (
                <li key={item.label}>
                  <NavLink to={item.to} end onClick={closeAll} className={({ isActive }) => `block ${linkBase} text-base ${isActive ? linkActive : linkIdle}`}>
                    {t.nav[item.key]}
                  </NavLink>
                </li>
              ) : (
                <li key={item.label}>
                  <button
                    type="button"
                    aria-expanded={mobileAboutOpen}
                    aria-controls={mobileAboutId}
                    onClick={() => setMobileAboutOpen((open) => !open)}
                    className={`flex w-full items-center justify-between ${linkBase} text-base ${section === 'about' ? linkActive : linkIdle}`}
                  >
                    {t.nav.about}
                    <Chevron open={mobileAboutOpen} />
                  </button>
                  <ul id={mobileAboutId} hidden={!mobileAboutOpen} className="ml-3 mt-1 space-y-1 border-l border-slate-200 pl-3 dark:border-slate-700">
                    {aboutLinks.map((child) => (
                      <li key={child.to}>
                        <NavLink to={child.to} onClick={closeAll} className={({ isActive }) => `block ${linkBase} ${isActive ? linkActive : linkIdle}`}>
                          {t.nav[child.key]}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ),
            )}
            <li className="border-t border-slate-200 pt-2 dark:border-slate-800">
              <a href={env.VITE_CUSTOMER_LOGIN_URL} className={`block ${linkBase} text-base ${linkIdle}`}>
                {t.customerLogin}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
