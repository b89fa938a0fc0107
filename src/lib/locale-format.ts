import { localeInfo, type Locale } from '@/config/locales';
import { formatDate, formatNumber } from './number-format';

export interface LocaleFormat {
  locale: Locale;
  /** The BCP 47 tag (en-IN, hi-IN, ja-JP). */
  tag: string;
  /** A number with the locale's grouping (lakh and crore in India: 12,34,567). */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  date: (value: Date, options?: Intl.DateTimeFormatOptions) => string;
}

/** Numbers and dates of a locale (for copy modules, which format inside their texts). */
export function formatFor(locale: Locale): LocaleFormat {
  const tag = localeInfo[locale].tag;
  return {
    locale,
    tag,
    number: (value, options) => formatNumber(tag, value, options),
    date: (value, options) => formatDate(tag, value, options),
  };
}
