import { useState } from 'react';
import { Modal } from '@/components/Modal';
import {
  PRODUCT_CAROUSEL_AUTOPLAY_MS,
  PRODUCT_CAROUSEL_BREAKPOINTS,
  PRODUCT_CAROUSEL_GAP_PX,
  PRODUCT_MODAL_FADE_MS,
  PRODUCT_MODAL_MAX_WIDTH_PX,
} from '@/config/timings';
import * as homeEn from '@/content/home';
import type { Catalog } from '@/content/catalog';
import { useCopy } from '@/lib/i18n';
import { Carousel } from '@/features/carousel/Carousel';

type ProductCard = Catalog['home']['productCarousel']['cards'][number];

function Card({ card, onDetails }: { card: ProductCard; onDetails: () => void }) {
  const L = useCopy('home', homeEn).homeLabels;
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h3 className="text-lg font-semibold text-brand-900 dark:text-white">{card.title}</h3>
      <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-600 dark:text-slate-300">
        {card.features.map((f) => (
          <li key={f} className="flex gap-2">
            <span className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-accent-600" aria-hidden="true" />
            {f}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex gap-3">
        {card.visitHref ? (
          <a
            href={card.visitHref}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={L.visitNewTab(card.title)}
            className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-400"
          >
            {L.visit}
          </a>
        ) : null}
        <button
          type="button"
          onClick={onDetails}
          aria-label={L.details(card.title)}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {L.detailsButton}
        </button>
      </div>
    </article>
  );
}

export function ProductCarousel() {
  const { productCarousel, homeLabels: L } = useCopy('home', homeEn);
  const [shown, setShown] = useState<ProductCard | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <section aria-label={L.productsSection} className="bg-slate-50 py-16 dark:bg-slate-900/60">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <p className="text-center text-sm font-bold tracking-widest text-accent-600 dark:text-accent-300">{productCarousel.label}</p>
        <h2 id="products-heading" className="mt-2 text-center text-3xl font-bold tracking-tight text-brand-900 dark:text-white">
          {productCarousel.title}
        </h2>
        <p className="mt-3 text-center text-lg text-slate-600 dark:text-slate-300">{productCarousel.subtitle}</p>
        <div className="mt-10">
          <Carousel
            label={L.productsCarousel}
            playLabel={L.play(L.productsCarousel)}
            pauseLabel={L.pause(L.productsCarousel)}
            slideMessages={L.slideMessages}
            autoplayMs={PRODUCT_CAROUSEL_AUTOPLAY_MS}
            gap={PRODUCT_CAROUSEL_GAP_PX}
            breakpoints={PRODUCT_CAROUSEL_BREAKPOINTS}
            staticSlideClassName="basis-full sm:basis-[calc((100%-20px)/2)] lg:basis-[calc((100%-40px)/3)] xl:basis-[calc((100%-60px)/4)]"
            slides={productCarousel.cards.map((card) => (
              <Card
                key={card.id}
                card={card}
                onDetails={() => {
                  setShown(card);
                  setOpen(true);
                }}
              />
            ))}
          />
        </div>
      </div>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={shown ? L.brochure(shown.title) : L.brochureFallback}
        fadeMs={PRODUCT_MODAL_FADE_MS}
        maxWidthPx={PRODUCT_MODAL_MAX_WIDTH_PX}
      >
        {shown ? (
          <img
            src={shown.brochure.src}
            alt={shown.brochure.alt}
            width={shown.brochure.width}
            height={shown.brochure.height}
            className="mt-4 h-auto max-h-[75vh] w-full rounded-lg object-contain"
          />
        ) : null}
      </Modal>
    </section>
  );
}
