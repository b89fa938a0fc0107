import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LogoMark } from '@/components/Logo';
import { SiteNavLink } from '@/components/SiteLink';
import { ABOUT_DROPDOWN_WIDTH_PX, ABOUT_SUBMENU_CLOSE_DELAY_MS } from '@/config/timings';
import { env } from '@/config/env';
import { activeSection, topNav, type NavGroup } from '@/config/navigation';
import { pathOf } from '@/config/paths';
import { site } from '@/config/site';
import { channels } from '@/config/channels';
import { callbackEntryText } from '@/content/callback-entry';
import { siteFrameText } from '@/content/site-frame';
import { useCopy } from '@/lib/i18n';
import { LanguageSwitcher } from './LanguageSwitcher';
import { CallbackButton } from '@/features/callback/callback-context';

// A little narrower from 1280 px, where the seven items, three languages and the phone number share one row.
const linkBase = 'rounded-md px-3 py-2 text-sm font-medium transition-colors xl:px-2.5';
const linkIdle = 'text-slate-700 hover:bg-brand-50 hover:text-brand-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';
const linkActive = 'bg-brand-50 text-brand-900 dark:bg-slate-800 dark:text-white';

const PHONE_ICON = 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2';

function Chevron({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 20 20" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true">
      <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The pages of a menu group (About, Knowledge Bank), as list items: in the dropdown and in the phone menu. */
function GroupLinks({ group, onFollow }: { group: NavGroup; onFollow: () => void }) {
  const t = useCopy('siteFrame', siteFrameText);
  return group.children.map((child) => (
    <li key={child.to}>
      <SiteNavLink to={child.to} onClick={onFollow} className={({ isActive }) => `block ${linkBase} ${isActive ? linkActive : linkIdle}`}>
        {t.nav[child.key]}
      </SiteNavLink>
    </li>
  ));
}

/**
 * Fixed header: logo (→ /), the company name from the small breakpoint up (a short
 * wordmark below it), and the top navigation (part 1 §2.1). Wide screens: the
 * About and Knowledge Bank dropdowns on hover or click, closing 200 ms after the pointer
 * leaves, then the customer login, the call-back button and, from 1360 px, the phone number
 * (ADD-12.header-callback). Below 1280 px: hamburger with accordions (the seven items no longer fit
 * beside the name), with the call-back button beside it from 1024 px.
 *
 * A closed panel (a dropdown, the phone menu, a group of the phone menu) is not rendered at all:
 * every page's pre-rendered HTML then fits a new connection's first window (docs/performance.md,
 * "What moves the API pages' LCP"), and the server and the client's first render, all closed, agree.
 * A button names its panel in aria-controls only while the panel is in the document.
 */
export function SiteHeader() {
  const t = useCopy('siteFrame', siteFrameText);
  const entry = useCopy('callbackEntry', callbackEntryText);
  const { pathname } = useLocation();
  const section = activeSection(pathname);
  const [openMenu, setOpenMenu] = useState<NavGroup['label'] | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileGroup, setMobileGroup] = useState<NavGroup['label'] | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A click right after the pointer opened the menu keeps it open rather than toggling it shut.
  const openedByHover = useRef(false);
  const navRef = useRef<HTMLDivElement>(null);
  const groupButtons = useRef(new Map<string, HTMLButtonElement>());
  const menuButton = useRef<HTMLButtonElement>(null);
  const baseId = useId();
  const mobileId = useId();
  const dropdownId = (label: string) => `${baseId}-${label.replace(/\s+/g, '-')}`;
  const mobileGroupId = (label: string) => `${mobileId}-${label.replace(/\s+/g, '-')}`;

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const closeAll = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    openedByHover.current = false;
    setOpenMenu(null);
    setMobileOpen(false);
    setMobileGroup(null);
  }, []);

  // A route change closes every menu.
  useEffect(() => closeAll(), [pathname, closeAll]);

  // A click outside the navigation closes every menu.
  useEffect(() => {
    if (!openMenu && !mobileOpen) return;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) closeAll();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
    };
  }, [openMenu, mobileOpen, closeAll]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  function onNavKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    if (openMenu) {
      const button = groupButtons.current.get(openMenu);
      setOpenMenu(null);
      button?.focus();
    } else if (mobileOpen) {
      closeAll();
      menuButton.current?.focus();
    }
  }

  const navClass = ({ isActive }: { isActive: boolean }) => `${linkBase} ${isActive ? linkActive : linkIdle}`;

  return (
    <>
      {/*
       * The phone menu dims the page behind it; a tap there closes the menu. Outside the header: its
       * backdrop-blur makes the header the containing box of its fixed children.
       */}
      {mobileOpen ? <div aria-hidden="true" data-menu-backdrop="" onClick={closeAll} className="fixed inset-0 z-[35] bg-slate-950/50 xl:hidden" /> : null}
      <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85 dark:border-slate-800 dark:bg-slate-950/95">
        <div
          ref={navRef}
          onKeyDown={onNavKeyDown}
          className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8 xl:max-w-[90rem] xl:gap-3"
        >
          <Link to="/" onClick={closeAll} className="flex min-w-0 items-center gap-3 rounded-md xl:shrink-0" aria-label={t.homeLink(site.name)}>
            <LogoMark className="h-9 w-9 shrink-0" />
            <span aria-hidden="true" data-wordmark="" className="text-base font-bold tracking-tight text-brand-900 sm:hidden dark:text-white">
              {site.shortName}
            </span>
            <span className="hidden text-sm font-semibold leading-tight text-brand-900 sm:line-clamp-2 xl:line-clamp-3 xl:w-36 xl:text-xs dark:text-white">
              {site.name}
            </span>
          </Link>

          <nav aria-label={t.mainNav} className="hidden xl:block">
            <ul className="flex items-center">
              {topNav.map((item) =>
                'to' in item ? (
                  <li key={item.label}>
                    <SiteNavLink to={item.to} end onClick={closeAll} className={({ isActive }) => `${navClass({ isActive })} whitespace-nowrap`}>
                      {t.nav[item.key]}
                    </SiteNavLink>
                  </li>
                ) : (
                  <li
                    key={item.label}
                    className="relative"
                    onMouseEnter={() => {
                      cancelClose();
                      if (openMenu !== item.label) openedByHover.current = true;
                      setOpenMenu(item.label);
                    }}
                    onMouseLeave={() => {
                      cancelClose();
                      closeTimer.current = window.setTimeout(() => setOpenMenu((open) => (open === item.label ? null : open)), ABOUT_SUBMENU_CLOSE_DELAY_MS);
                    }}
                  >
                    <button
                      ref={(el) => {
                        if (el) groupButtons.current.set(item.label, el);
                      }}
                      type="button"
                      aria-expanded={openMenu === item.label}
                      aria-controls={openMenu === item.label ? dropdownId(item.label) : undefined}
                      onClick={() => {
                        const keep = openedByHover.current;
                        openedByHover.current = false;
                        setOpenMenu((open) => (keep || open !== item.label ? item.label : null));
                      }}
                      data-active={section === item.section || undefined}
                      className={`${linkBase} inline-flex items-center gap-1 whitespace-nowrap ${section === item.section ? linkActive : linkIdle}`}
                    >
                      {t.nav[item.key]}
                      <Chevron open={openMenu === item.label} />
                    </button>
                    {openMenu === item.label ? (
                      <div id={dropdownId(item.label)} style={{ width: ABOUT_DROPDOWN_WIDTH_PX }} className="absolute left-1/2 top-full -translate-x-1/2 pt-2">
                        <ul
                          aria-label={t.groupPages[item.key]}
                          className="grid grid-cols-2 gap-1 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl dark:border-slate-700 dark:bg-slate-900"
                        >
                          <GroupLinks group={item} onFollow={closeAll} />
                        </ul>
                      </div>
                    ) : null}
                  </li>
                ),
              )}
            </ul>
          </nav>

          <div className="ml-auto hidden shrink-0 items-center gap-2 lg:flex">
            {/* Part 1 §2.1: the customer login site is an external site, reached by a plain link. */}
            <a
              href={env.VITE_CUSTOMER_LOGIN_URL}
              className="hidden whitespace-nowrap rounded-md border border-brand-200 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 xl:inline-block dark:border-slate-600 dark:text-white dark:hover:bg-slate-800"
            >
              {t.customerLogin}
            </a>
            <CallbackButton
              className="whitespace-nowrap rounded-md bg-accent-600 px-3 py-2 text-sm font-semibold text-white hover:bg-accent-700"
              data-header-callback=""
            >
              {entry.label}
            </CallbackButton>
            <a
              href={`tel:${channels.phone.tel}`}
              aria-label={entry.headerPhone(channels.phone.display)}
              className="hidden items-center gap-1.5 whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-50 min-[1360px]:inline-flex dark:text-white dark:hover:bg-slate-800"
            >
              <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true">
                <path d={PHONE_ICON} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {channels.phone.display}
            </a>
          </div>

          <LanguageSwitcher />

          <button
            ref={menuButton}
            type="button"
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-brand-900 hover:bg-brand-50 xl:hidden dark:text-white dark:hover:bg-slate-800"
            aria-expanded={mobileOpen}
            aria-controls={mobileOpen ? mobileId : undefined}
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

          {mobileOpen ? (
            <nav
              id={mobileId}
              aria-label={t.mainNavMobile}
              className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg xl:hidden dark:border-slate-800 dark:bg-slate-950"
            >
              <ul className="space-y-1 px-4 py-4">
                {topNav.map((item) =>
                  'to' in item ? (
                    <li key={item.label}>
                      <SiteNavLink
                        to={item.to}
                        end
                        onClick={closeAll}
                        className={({ isActive }) => `block ${linkBase} text-base ${isActive ? linkActive : linkIdle}`}
                      >
                        {t.nav[item.key]}
                      </SiteNavLink>
                    </li>
                  ) : (
                    <li key={item.label}>
                      <button
                        type="button"
                        aria-expanded={mobileGroup === item.label}
                        aria-controls={mobileGroup === item.label ? mobileGroupId(item.label) : undefined}
                        onClick={() => setMobileGroup((open) => (open === item.label ? null : item.label))}
                        className={`flex w-full items-center justify-between ${linkBase} text-base ${section === item.section ? linkActive : linkIdle}`}
                      >
                        {t.nav[item.key]}
                        <Chevron open={mobileGroup === item.label} />
                      </button>
                      {mobileGroup === item.label ? (
                        <ul id={mobileGroupId(item.label)} className="ml-3 mt-1 space-y-1 border-l border-slate-200 pl-3 dark:border-slate-700">
                          <GroupLinks group={item} onFollow={closeAll} />
                        </ul>
                      ) : null}
                    </li>
                  ),
                )}
                <li className="border-t border-slate-200 pt-2 dark:border-slate-800">
                  <SiteNavLink
                    to={pathOf('grievance')}
                    onClick={closeAll}
                    className={({ isActive }) => `block ${linkBase} text-base ${isActive ? linkActive : linkIdle}`}
                  >
                    {t.grievanceLink}
                  </SiteNavLink>
                </li>
                <li>
                  <a href={env.VITE_CUSTOMER_LOGIN_URL} className={`block ${linkBase} text-base ${linkIdle}`}>
                    {t.customerLogin}
                  </a>
                </li>
                <li className="pt-2">
                  <CallbackButton
                    onOpen={() => {
                      // The menu, and this button with it, goes as the form opens: the form's opener, to which it
                      // gives the focus back when it closes, is then the menu button (ADD-28.menu-callback).
                      menuButton.current?.focus();
                      closeAll();
                    }}
                    data-menu-callback=""
                    className="flex min-h-11 w-full items-center justify-center rounded-lg bg-accent-600 px-4 py-2.5 text-base font-semibold text-white hover:bg-accent-700"
                  >
                    {entry.label}
                  </CallbackButton>
                </li>
              </ul>
            </nav>
          ) : null}
        </div>
      </header>
    </>
  );
}
