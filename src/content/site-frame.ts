import { aboutLinks, footerLinks, knowledgeLinks, topNav, type NavGroup, type NavKey } from '@/config/navigation';
import { routes } from '@/config/paths';
import { site } from '@/config/site';

/**
 * Every label of the navigation menus (header and footer), by key: the English of src/config/navigation.ts;
 * a route no menu links to yet is labelled by its title.
 */
const navLabels = Object.fromEntries([
  ...routes.map((r) => [r.id, r.title]),
  ...[...topNav, ...aboutLinks, ...knowledgeLinks, ...footerLinks].map((l) => [l.key, l.label]),
]) as Record<NavKey, string>;

/** Copy of the site frame (header, footer, skip link, breadcrumb) that the spec does not quote, and the menus' labels. */
export const siteFrameText = {
  /** The plain link to the external customer login site (part 1 §2.1). */
  customerLogin: 'Customer login',
  /** The phone menu's and the footer's link to the grievance form (ours). */
  grievanceLink: 'Raise a grievance',
  /** The footer's list of the claims and grievance links. */
  helpLinks: 'Help with a claim or a complaint',
  nav: navLabels,
  skipToContent: 'Skip to content',
  /** The logo link's name: `${site name}, home`. */
  homeLink: (siteName: string) => `${siteName}, home`,
  mainNav: 'Main',
  mainNavMobile: 'Main (mobile)',
  /** The name of each menu group's list. */
  groupPages: Object.fromEntries(topNav.flatMap((item) => ('children' in item ? [[item.key, item.listLabel]] : []))) as Record<NavGroup['key'], string>,
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  breadcrumb: 'Breadcrumb',
  breadcrumbHome: 'Home',
  footerNav: 'Footer',
  socialMedia: 'Social media',
  newTab: ' (opens in a new tab)',
  pospPitch: 'Earn by selling insurance as a certified Point of Sales Person.',
  pospButton: 'Become a POSP',
  solicitation: 'Insurance is the subject matter of solicitation.',
  /**
   * The footer's last lines: the facts of src/config/site.ts (part 1 §1) in the page's language. The
   * licence statement is the first line of the regulatory disclosures (src/content/disclosures.ts).
   */
  footerFacts: { headOfficeAddress: site.headOffice.address, certification: site.certification, workingHours: site.workingHours },
  /** After a link to a page the page's language does not publish: it opens the English page (never shown in English). */
  inEnglish: ' (English)',
  /** The language switcher. */
  language: 'Language',
  /** A legal page's list of its sections. */
  onThisPage: 'On this page',
  /** Under a legal page, before its contact address. */
  legalQuestions: (document: string) => `Questions about this ${document.toLowerCase()}? Write to`,
  /** A dialog's close button. */
  closeDialog: 'Close',
  /** The floating button of long pages. */
  backToTop: 'Back to top',
  /** A paged list's controls (the clients page). */
  pagination: { previous: 'Previous', next: 'Next', morePages: 'More pages', page: (n: number) => `Page ${n}` },
} as const;
