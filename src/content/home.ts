import { routeById } from '@/config/paths';
import { FINANCIAL_YEAR_LABEL } from '@/config/timings';

/** Home page copy (part 1 §2.2). Quoted spec texts are letter for letter. */

export interface ImageRef {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export const hero = {
  eyebrow: 'IRDAI Composite Broker · Since 2008',
  heading: routeById('home').heading,
  lead: 'Independent advice on life, health, motor, property and business insurance, and a claims team that stays with you until you are paid.',
  primaryCta: { label: 'Explore insurance', href: '/?section=2' },
  trustPoints: ['Licence No. 381', 'Offices in 8 cities', 'ISO 27001:2022 certified'],
} as const;

export type SolutionAction = { kind: 'external'; packageCode: string } | { kind: 'enquiry'; insuranceType: 'Health' | 'Life' };

/** @internal A test seam (tests/pages/home/insurance-solutions.test.tsx). */
export const insuranceSolutions = {
  title: 'Insurance Solutions',
  subtitle: 'Tailored protection plans for your unique needs',
  cards: [
    {
      id: 'four-wheeler',
      title: 'Four Wheeler Insurance',
      description: 'Comprehensive and third-party car cover with cashless repairs at partner garages.',
      action: { kind: 'external', packageCode: 'PVT_CAR_COMP' },
    },
    {
      id: 'two-wheeler',
      title: 'Two Wheeler Insurance',
      description: 'Protect your bike or scooter with instant policies and long-term third-party cover.',
      action: { kind: 'external', packageCode: 'TW_COMP' },
    },
    {
      id: 'health',
      title: 'Health Insurance',
      description: 'Family floater and individual plans with cashless treatment at network hospitals.',
      action: { kind: 'enquiry', insuranceType: 'Health' },
    },
    {
      id: 'life',
      title: 'Life Insurance',
      description: 'Term, savings and retirement plans that secure your family’s future.',
      action: { kind: 'enquiry', insuranceType: 'Life' },
    },
  ] as const satisfies readonly { id: string; title: string; description: string; action: SolutionAction }[],
  recommended: {
    label: 'RECOMMENDED',
    heading: 'Not sure which plan fits?',
    text: 'Our advisors compare plans from the insurers we work with side by side, so you see the cover, exclusions and premium before you decide.',
    /**
     * What the label rests on (IRDAI fined a web aggregator in 2025 for "top"/"best" labels without a stated
     * basis): a recommendation made for the visitor after a comparison they see, never a ranking.
     */
    basis:
      'What “recommended” means here: the plan an advisor recommends for you after comparing our partner insurers’ plans against your needs (cover, exclusions, claim terms and premium) and showing you the comparison. It is not a ranking: we do not call any plan or insurer the top or the best.',
    image: {
      src: '/images/illustrations/recommended.svg',
      alt: 'Three plans side by side, one of them ticked, under a magnifying glass',
      width: 640,
      height: 420,
    } satisfies ImageRef,
    tags: ['COMPARE PLANS', 'CHECK BENEFITS', 'GET PREMIUM', 'EXPLORE FEATURES'],
    tagsLabel: 'What we help you do',
  },
  /** Under the Car and Bike Explore buttons: said in words, not only by an icon. */
  partnerNote: 'Opens our partner’s website in a new tab.',
  /**
   * Under the Health and Life cards' two buttons, each the description of its button: Explore is the
   * spec's enquiry form (e-mail required), the other the call-back form. Given the buttons' words.
   */
  enquiryNote: (explore: string) => `${explore}: we answer by e-mail.`,
  callbackNote: (label: string) => `${label}: an advisor phones you.`,
  comingSoon: {
    title: 'Coming Soon',
    text: 'This service is currently under development. Tailored coverage options will be available soon.',
  },
} as const;

export interface ProductCard {
  id: string;
  title: string;
  features: readonly [string, string, string];
  visitHref?: string;
  brochure: ImageRef;
}

export const productCarousel = {
  label: 'OUR PRODUCTS',
  title: 'Insurance Solutions',
  subtitle: 'Seamless, comprehensive vehicle insurance',
  cards: (
    [
      {
        id: 'sakura-assured',
        title: 'Sakura Motors Assured',
        features: ['Zero-depreciation cover for 5 years', 'Cashless repairs at 600+ dealer workshops', '24×7 roadside assistance'],
        visitHref: 'https://buy.partner-insure.example/motor?brand=sakura',
      },
      {
        id: 'hayate-shield',
        title: 'Hayate Two-Wheeler Shield',
        features: ['Five-year third-party cover', 'Own-damage with instant renewal', 'Helmet and accessories cover'],
        visitHref: 'https://buy.partner-insure.example/motor?brand=hayate',
      },
      { id: 'orion-secure', title: 'Orion Cars Secure', features: ['Engine and gearbox protection', 'Return-to-invoice on total loss', 'Consumables cover'] },
      {
        id: 'kaveri-ev-care',
        title: 'Kaveri EV Care',
        features: ['Battery and charger protection', 'Cover for home charging equipment', 'EV-trained claim surveyors'],
      },
      {
        id: 'tundra-protect',
        title: 'Tundra Trucks Protect',
        features: ['Fleet policies with one renewal date', 'Goods-in-transit add-on', 'Driver personal accident cover'],
      },
      { id: 'vega-plus', title: 'Vega Scooters Plus', features: ['Paperless policy in minutes', 'No-claim bonus protection', 'Pillion rider accident cover'] },
    ] satisfies Omit<ProductCard, 'brochure'>[]
  ).map((card): ProductCard => ({
    ...card,
    brochure: { src: `/images/products/${card.id}.jpg`, alt: `${card.title} brochure: benefits and how to claim`, width: 600, height: 840 },
  })),
};

/** A figure as shown: its number and what follows it ("9.6" and "M"). */
export interface Figure {
  readonly value: number;
  readonly suffix: string;
}

export const businessNumbers = {
  /**
   * How a figure of the API (the same in every language: 9.6 and "M") is shown on the page. English
   * shows it as it comes; Hindi counts in lakh and crore, Japanese in 万 and 億 (docs/i18n/termbase.md).
   */
  figure: (value: number, suffix: string): Figure => ({ value, suffix }),
  label: 'Our Achievements',
  heading: 'Trusted by Millions',
  badge: `Financial Year ${FINANCIAL_YEAR_LABEL}`,
  note: '*M denotes Million',
  /** Ours: what a broker's figures count (a claim settlement ratio is an insurer's figure). */
  whatWeCount:
    'Policies placed are policies our clients bought through us; claims assisted are claims we helped them make. Insurers settle claims: the percentage is the share of the claims we assisted that insurers settled.',
  loading: 'Loading business numbers...',
  empty: 'No business numbers data available.',
} as const;

export const coreStrengths = {
  heading: 'Our Core Strengths',
  tabs: [
    {
      id: 'people',
      tab: 'PEOPLE',
      title: 'Reputed Promoters',
      text: 'Our promoters bring together decades of Japanese risk-management discipline and Indian insurance expertise. That heritage shapes how we advise: carefully, transparently and for the long term.',
    },
    {
      id: 'partners',
      tab: 'PARTNERS',
      title: 'Trusted Partner',
      text: 'We place business with leading life, general and health insurers and reinsurers. Long relationships with underwriters mean better terms for clients and faster answers when a claim needs a decision.',
    },
    {
      id: 'process',
      tab: 'PROCESS',
      title: 'Customised Solutions',
      text: 'Every programme starts with a study of the client’s risks, not a product list. We design cover, limits and deductibles around the business, then review them every year.',
    },
    {
      id: 'product',
      tab: 'PRODUCT',
      title: 'Professional Leadership team',
      text: 'Our leaders have run underwriting, claims and broking teams at India’s major insurers. They stay close to clients and to the details of every large account.',
    },
    {
      id: 'technology',
      tab: 'TECHNOLOGY',
      title: 'Technology driven delivery',
      text: 'Digital quotes, policy tracking, renewal reminders and claim status updates keep clients informed, on an ISO 27001:2022 certified platform.',
    },
  ],
  /** A drawing until a real photo exists (put it in public/images/home/ and point src at it). */
  photo: {
    src: '/images/illustrations/strengths.svg',
    alt: 'Two interlocking rings, the bond between Japan and India, over a protecting shield',
    width: 640,
    height: 420,
  } satisfies ImageRef,
  slogan: { src: '/images/home/slogan.svg', alt: 'Kizuna: the bond that protects', width: 320, height: 80 } satisfies ImageRef,
} as const;

export type Testimonial =
  | { id: number; type: 'text'; name: string; position: string; image: string; quote: string }
  | { id: number; type: 'video'; name: string; position: string; image: string; quote: string; videoUrl: string; thumbnail: string };

export const testimonials = {
  heading: 'Voices of Success',
  subtitle: 'Hear directly from those who drive our journey forward',
  videoError: 'Video failed to load',
  videoDownload: 'Download the video',
  items: [
    {
      id: 1,
      type: 'text',
      name: 'Anjali Deshpande',
      position: 'Managing Director',
      image: '/images/bord-directors/3/3.jpg',
      quote: 'Every policy we place is a promise we intend to keep at the time of a claim. That promise is why clients stay with us for years.',
    },
    {
      id: 2,
      type: 'text',
      name: 'Ramesh Pillai',
      position: 'CFO, Malabar Coast Resorts (hotel group)',
      image: '/images/testimonials/ramesh-pillai.jpg',
      quote: 'Their review of our property programme widened our cover across six resorts and still lowered the premium.',
    },
    {
      id: 3,
      type: 'text',
      name: 'Sunita Reddy',
      position: 'Director, Deccan Heights Realty (real-estate group)',
      image: '/images/testimonials/sunita-reddy.jpg',
      quote: 'After the monsoon flooding, our contractors’ all risks claim was settled in weeks. They handled every surveyor visit.',
    },
    {
      id: 4,
      type: 'text',
      name: 'Karthik Iyer',
      position: 'Sakura Motors car owner, Chennai',
      image: '',
      quote: 'Renewal took two minutes and the zero-depreciation claim after a minor accident was completely cashless.',
    },
    {
      id: 5,
      type: 'text',
      name: 'Neha Joshi',
      position: 'Sakura Motors car owner, Pune',
      image: '',
      quote: 'They explained every add-on in plain language. I finally know what my car policy covers.',
    },
    {
      id: 6,
      type: 'text',
      name: 'Imran Shaikh',
      position: 'Sakura Motors car owner, Mumbai',
      image: '',
      quote: 'My windscreen was replaced the next day at the dealer workshop, with no paperwork on my side.',
    },
    {
      id: 7,
      type: 'text',
      name: 'Lakshmi Narayanan',
      position: 'Sakura Motors car owner, Bengaluru',
      image: '',
      quote: 'The reminder before my policy expired saved my no-claim bonus. Thoughtful service.',
    },
    {
      id: 8,
      type: 'text',
      name: 'Gurpreet Kaur',
      position: 'Sakura Motors car owner, Delhi',
      image: '',
      quote: 'A claims manager called me within an hour of my accident and stayed with me until the car was back.',
    },
    {
      id: 9,
      type: 'video',
      name: 'Harpreet Singh',
      position: 'Dealer Principal, Vega Two Wheelers (motorcycle dealer)',
      image: '',
      quote: 'Our customers get their policy before they ride out.',
      videoUrl: '/media/videos/dealer-story.webm',
      thumbnail: '/images/testimonials/dealer-story-thumb.svg',
    },
    {
      id: 10,
      type: 'video',
      name: 'Rakesh Agarwal',
      position: 'Director, Indus Valley Logistics (logistics company)',
      image: '',
      quote: 'One open cover for every consignment we move.',
      videoUrl: '/media/videos/logistics-story.webm',
      thumbnail: '/images/testimonials/logistics-story-thumb.svg',
    },
  ] satisfies readonly Testimonial[],
} as const;

/** @internal A test seam (features/steps/home.steps.ts). */
export const productLine = {
  heading: 'Discover Our Complete Product Line',
  line: 'Complete protection for everything that matters, and total peace of mind for you and your business.',
  chips: ['Life', 'Health', 'Vehicle', 'Property', 'Marine', 'Liability'],
  performance: {
    title: 'Our performance',
    asOf: 'as of Aug 2025',
    // Part 1 §9's figures. A broker places policies (insurers issue them) and assists claims (insurers settle
    // them): the labels say so; the ratio is of the claims we assisted.
    figures: [
      { label: 'Policies placed', value: '9.6M' },
      { label: 'Claims assisted', value: '2.6M' },
      { label: 'Assisted claims settled', value: '99%' },
    ],
  },
  illustration: {
    src: '/images/home/product-line.svg',
    alt: 'Icons of life, health, vehicle, property, marine and liability cover around a shield',
    width: 480,
    height: 400,
  } satisfies ImageRef,
} as const;

/** Names the home page gives to screen readers (ours), in the page's language. */
export const homeLabels = {
  productsSection: 'Our products: vehicle insurance plans',
  productsCarousel: 'vehicle plans',
  testimonialsCarousel: 'testimonials',
  linesOfCover: 'Lines of cover',
  play: (label: string) => `Play ${label}`,
  pause: (label: string) => `Pause ${label}`,
  /** Swiper's words for its arrows and dots ({{index}} is the slide's number). */
  slideMessages: { previous: 'Previous slide', next: 'Next slide', goTo: 'Go to slide {{index}}' },
  explore: (title: string) => `Explore ${title}`,
  exploreNewTab: (title: string) => `Explore ${title} (opens in a new tab)`,
  visitNewTab: (title: string) => `Visit ${title} (opens in a new tab)`,
  details: (title: string) => `Details of ${title}`,
  brochure: (title: string) => `${title} brochure`,
  brochureFallback: 'Brochure',
  visit: 'Visit',
  exploreButton: 'Explore',
  detailsButton: 'Details',
  videoTestimonial: (name: string) => `Video testimonial from ${name}`,
  playVideo: (name: string) => `Play the video from ${name}`,
  photoOf: (name: string) => `Photo of ${name}`,
  photoUnavailable: (name: string) => `${name} (photo unavailable)`,
  /** A testimonial's words in the language's quotation marks. */
  quote: (text: string) => `“${text}”`,
} as const;

export const partnerBanner = {
  label: 'PARTNER WITH US',
  headline: 'Join Hands Together',
  tagline: 'Partnering for a better, safer, and insured future.',
  isoBadge: { src: '/images/home/iso-27001.svg', alt: 'ISO 27001:2022 certified', width: 140, height: 140 } satisfies ImageRef,
  cta: { label: 'Talk to our partnerships team', href: '/contact' },
} as const;
