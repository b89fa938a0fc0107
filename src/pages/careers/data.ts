import { getCareers } from '@/features/careers/api/get-careers';
import { pageLoader } from '@/lib/page-data';

export const loader = pageLoader((signal) => ({ openings: getCareers(signal) }));
