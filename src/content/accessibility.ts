/**
 * The accessibility statement on /accessibility: the target, how the site is tested,
 * the known limitations and how to report a barrier. Same shape as the legal documents, so the
 * legal page view shows it and its translations (src/content/hi/accessibility.ts) keep the same shape.
 */
import { site } from '@/config/site';
import type { LegalDocument } from './legal';

const accessibilityLead = 'How accessible this website is, how we test it, what does not work well yet, and how to tell us about a barrier.';

/** @internal A test seam (tests/content/legal.test.ts). */
export const accessibilityStatement: LegalDocument = {
  intro: [
    `${site.name} wants everyone to be able to use this website, whatever their abilities and whatever device or assistive technology they use. This statement covers every page of ${site.domain}.`,
  ],
  version: 'Statement prepared on 24 November 2026 and reviewed with every release.',
  sections: [
    {
      id: 'our-target',
      heading: 'Our Target',
      paragraphs: [
        'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA. We believe the website meets it, apart from the limitations listed below.',
      ],
      points: [
        'Every page and every form works with a keyboard alone, with a visible focus and a “Skip to content” link.',
        'Every form field has a label, and every error message is tied to its field and read out by screen readers.',
        'Dialogs keep the focus inside while open and give it back when they close.',
        'Pages reflow on screens as narrow as 320 pixels without scrolling sideways, and text can be enlarged to 200 %.',
        'Animations stop when your device asks for reduced motion, and every carousel has a pause button.',
        'The site follows your device’s light or dark colour scheme.',
      ],
    },
    {
      id: 'how-we-test',
      heading: 'How We Test',
      paragraphs: ['Every change to the website runs through automated acceptance tests in a real browser before it is published:'],
      points: [
        'an automated accessibility check (axe) of every page, with every form and dialog open, against the WCAG A and AA rules;',
        'keyboard scenarios: menus, dialogs, carousels, tabs, the product browser and every form used without a mouse;',
        'every page on a 320 pixel and a 390 pixel wide screen, and in dark mode.',
      ],
    },
    {
      id: 'known-limitations',
      heading: 'Known Limitations',
      paragraphs: ['We know of these barriers and what you can do instead:'],
      points: [
        'The contact form asks you to add two numbers (a captcha against spam). This can be hard for some visitors; you can call or e-mail us instead, and nothing you have typed is lost if the answer is wrong.',
        'The map on the contact page comes from another site and may not work well with a keyboard or a screen reader; every office address is also given as text.',
        'Some compliance documents are PDF files that may not be fully tagged for screen readers. Ask us and we will send you the content in another format.',
        'The customer testimonial videos have no captions yet.',
      ],
    },
    {
      id: 'report-a-barrier',
      heading: 'Report a Barrier',
      paragraphs: [
        `If something on this website does not work for you, or you need information in another format, write to ${site.email.accessibility} or call ${site.phone.display} (${site.workingHours.replace(/^Working hours: /, '').replace(/\.$/, '')}). Tell us the page and what went wrong; we reply within 5 working days.`,
        'If you are not satisfied with our answer, you may file a grievance with us.',
      ],
      links: [{ label: 'File a grievance', href: '/grievance' }],
    },
  ],
  contactEmail: site.email.accessibility,
};

/** The accessibility page's copy as one namespace of the catalog: its lead, the statement, and its name in sentences. */
export const accessibilityCopy = { accessibilityLead, accessibilityStatement, label: 'Accessibility Statement' };
