import { getOffices } from '@/features/offices/api/get-offices';
import { pageLoader } from '@/lib/page-data';

export const loader = pageLoader((signal) => ({ offices: getOffices(signal) }));
