import { getCsrInitiatives } from '@/features/csr/api/get-csr-initiatives';
import { sameAnswer } from '@/lib/api-response';
import { pageLoader } from '@/lib/page-data';
import { newestFirst } from './initiatives';

export const loader = pageLoader((signal) => ({
  initiatives: getCsrInitiatives(signal).then((initiatives) => sameAnswer(initiatives, newestFirst(initiatives))),
}));
