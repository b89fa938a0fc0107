import { expect } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';

/** The home page's sections, found by their roles and names. */
export class HomePage {
  constructor(readonly page: Page) {}

  /** The h1 and the section headings of the main content, in order. */
  async sectionHeadings(): Promise<string[]> {
    const texts = await this.page.locator('main').locator('h1, h2').filter({ visible: true }).allInnerTexts();
    return texts.map((t) => t.trim());
  }

  insuranceSolutions(): Locator {
    return this.page.locator('#insurance-solutions');
  }

  recommended(): Locator {
    return this.page.getByRole('complementary').filter({ hasText: 'RECOMMENDED' });
  }

  /** A carousel by its accessible name, once Swiper has taken it over. */
  async carousel(name: 'vehicle plans' | 'testimonials'): Promise<Locator> {
    const region = this.page.getByRole('region', { name, exact: true });
    // Swiper loads when the carousel comes near the screen, as for a visitor scrolling down.
    await region.scrollIntoViewIfNeeded();
    await expect(region).toHaveAttribute('data-carousel-ready', 'true');
    return region;
  }

  /** 1-based position, in the content's order, of the first slide shown. */
  async firstShownSlide(name: 'vehicle plans' | 'testimonials'): Promise<number> {
    const region = await this.carousel(name);
    const index = await region.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index');
    return Number(index) + 1;
  }

  /** Slides wholly inside the carousel's visible frame, with their left and right edges. */
  async visibleSlides(name: 'vehicle plans' | 'testimonials'): Promise<{ left: number; right: number }[]> {
    const region = await this.carousel(name);
    return region.locator('.swiper').evaluate((frame) => {
      const box = frame.getBoundingClientRect();
      return [...frame.querySelectorAll('.swiper-slide')]
        .map((slide) => slide.getBoundingClientRect())
        .filter((r) => r.left >= box.left - 1 && r.right <= box.right + 1)
        .map((r) => ({ left: r.left, right: r.right }))
        .sort((a, b) => a.left - b.left);
    });
  }

  brochure(): Locator {
    return this.page.getByRole('dialog');
  }

  numbers(): Locator {
    return this.page.getByRole('region', { name: 'Trusted by Millions' });
  }

  strengths(): Locator {
    return this.page.getByRole('tablist', { name: 'Our Core Strengths' });
  }

  partnerBanner(): Locator {
    return this.page.getByRole('region', { name: 'Join Hands Together' });
  }

  productLine(): Locator {
    return this.page.getByRole('region', { name: 'Discover Our Complete Product Line' });
  }

  /** The video element of the testimonial slide shown. */
  shownVideo(): Locator {
    return this.page.getByRole('region', { name: 'testimonials', exact: true }).locator('.swiper-slide-active video');
  }
}
