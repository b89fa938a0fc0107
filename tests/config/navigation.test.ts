import { describe, expect, it } from 'vitest';
import { aboutLinks, activeSection, footerLinks } from '@/config/navigation';

describe('navigation', () => {
  it('has the seven About pages and the ten footer links of the spec', () => {
    expect(aboutLinks.map((l) => l.to)).toEqual([
      '/about/company',
      '/about/board-of-directors',
      '/about/key-management-team',
      '/about/composite-license',
      '/about/clients',
      '/about/partners',
      '/about/csr',
    ]);
    expect(footerLinks.map((l) => l.to)).toEqual([
      '/about/partners',
      '/grievance',
      '/privacy',
      '/disclaimer',
      '/careers',
      '/knowledge/glossary/life-insurance',
      '/knowledge/glossary/general-insurance',
      '/knowledge/useful-links',
      '/knowledge/forms',
      '/compliance',
    ]);
    expect(footerLinks.filter((l) => l.newTab).map((l) => l.to)).toEqual(['/about/partners']);
  });

  it('knows the section of a path for highlighting', () => {
    expect(activeSection('/')).toBe('home');
    expect(activeSection('/about/csr')).toBe('about');
    expect(activeSection('/about/csr/')).toBe('about');
    expect(activeSection('/products')).toBe('products');
    expect(activeSection('/services')).toBe('services');
    expect(activeSection('/contact')).toBe('contact');
    expect(activeSection('/knowledge/forms')).toBe('knowledge');
    expect(activeSection('/knowledge/glossary/life-insurance')).toBe('knowledge');
    expect(activeSection('/careers')).toBeNull();
    expect(activeSection('/knowledgeable')).toBeNull();
  });
});
