import { getBusinessNumbers } from '@/features/business-numbers/api/get-business-numbers';
import { parseCount } from '@/features/count-up/format';
import { sameAnswer } from '@/lib/api-response';
import { pageLoader } from '@/lib/page-data';

/** The figures whose number reads as a decimal (part 1 §3); others are left out. */
export const loader = pageLoader((signal) => ({
  figures: getBusinessNumbers(signal).then((figures) =>
    sameAnswer(
      figures,
      figures.filter((n) => Number.isFinite(parseCount(n.number))),
    ),
  ),
}));
