/**
 * Every timing and limit of the spec, named as the spec names it.
 * Components and tests import these; no magic numbers elsewhere.
 * Part 1 §9 and part 2 §9.
 */

// Part 1 §9: forms
export const PHONE_DIGITS = 10;
/** @internal A test seam (tests/features/submission/validation.test.ts). */
export const PAN_LENGTH = 10;
export const CAPTCHA_MIN = 1;
export const CAPTCHA_MAX = 10;
export const REMARKS_ROWS = 3;
export const MESSAGE_ROWS = 5;
/** Ours: room in a phone box for "+91 98765-43210" and the like, before it is normalised to PHONE_DIGITS. */
export const PHONE_INPUT_MAX_LENGTH = 20;

// Part 1 §9: timings
export const ENQUIRY_AUTO_CLOSE_MS = 2000;
export const PRODUCT_MODAL_FADE_MS = 300;
export const PRODUCT_MODAL_MAX_WIDTH_PX = 500;
export const PREFERENCE_NOTICE_MS = 3000;
export const SCROLL_TO_SECTION_DELAY_MS = 100;
export const ABOUT_SUBMENU_CLOSE_DELAY_MS = 200;
export const ABOUT_DROPDOWN_WIDTH_PX = 400;
export const COUNT_UP_DURATION_MS = 2500;
export const PERFORMANCE_COUNTER_SWITCH_MS = 1000;
export const SCROLL_REVEAL_MS = 800;
export const FINANCIAL_YEAR_LABEL = '2024-2025';

// Part 1 §9: carousels
export const TESTIMONIAL_AUTOPLAY_MS = 6000;
export const TESTIMONIAL_GAP_PX = 40;
export const TESTIMONIAL_SLIDES_PER_VIEW = 1;
export const PRODUCT_CAROUSEL_AUTOPLAY_MS = 5000;
export const PRODUCT_CAROUSEL_GAP_PX = 20;
/** Slides per view from a minimum width (px) upward. */
export const PRODUCT_CAROUSEL_BREAKPOINTS = { 0: 1, 640: 2, 1024: 3, 1280: 4 } as const;

// Ours: every request has a timeout; the spec gives none.
/** A submission (POST) with no complete answer by then fails with the form's error message. */
export const SUBMISSION_TIMEOUT_MS = 15000;
/** How long a successful submission waits for its body's reference number before showing success without it. */
export const SUBMISSION_BODY_WAIT_MS = 1000;
/** A list (GET) with no complete answer by then reaches its failure state. */
export const LIST_TIMEOUT_MS = 10000;
/**
 * Long blocks below the fold (the footer) are left undrawn while off screen (content-visibility: auto)
 * until the browser is first idle after the page starts, or this long at most (src/lib/use-drawn-after-load.ts).
 */
export const DRAW_AFTER_LOAD_IDLE_TIMEOUT_MS = 2000;
/** A file download (compliance documents, CSR policy) with no complete answer by then shows its failure state. */
export const DOWNLOAD_TIMEOUT_MS = 30000;

// Part 2 §9
export const CLIENTS_PER_PAGE = 30;
export const PAGINATION_WINDOW = 5;
export const BACK_TO_TOP_THRESHOLD_PX = 300;
export const CLIENT_SKELETONS_PER_COLUMN = 6;
export const COMPLIANCE_SKELETON_CARDS = 6;
export const CARD_ENTRY_DELAY_PER_INDEX_S = 0.02;
export const PARTNER_LOGO_COUNT = 17;
export const GLOSSARY_FADE_IN_S = 0.6;
export const GLOSSARY_VIEWPORT_TRIGGER = 0.2;
/**
 * Escalation level 1 waits 10 working days; it is also the site's one promise on a grievance (a response within
 * it), so the form, its receipt and Level 1 can never disagree (docs/statutory-facts.md, "One promise").
 */
export const ESCALATION_LEVEL1_WORKING_DAYS = 10;
/**
 * The spec's 45-day consent to calls despite do-not-disturb lists; no longer stated (docs/spec-deviations.md: contact is consent-based).
 * @internal A test seam (tests/content/legal.test.ts).
 */
export const PRIVACY_CALL_CONSENT_DAYS = 45;

// Ours: promises the site makes about requests and records, stated where the law sets them.
/** A data principal's request (DPDP Act 2023 ss.11–14) is answered within this many days (DPDP Rules 2025). */
export const DATA_REQUEST_RESPONSE_DAYS = 90;
/** Enquiries, messages and call-back requests that lead to no policy are erased this many months after the last contact. */
export const ENQUIRY_RETENTION_MONTHS = 12;
/** POSP applications that lead to no appointment are erased this many months after the decision. */
export const POSP_APPLICATION_RETENTION_MONTHS = 12;

// Ours: after a deploy, a missing chunk reloads the page at most once in this window.
export const CHUNK_RELOAD_GUARD_MS = 60_000;
// Ours: clients rendered in the first pass; the rest of the page follows in a background render.
export const CLIENTS_FIRST_RENDER = 6;
