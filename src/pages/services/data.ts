import { getServices } from '@/features/services/api/get-services';
import { pageLoader } from '@/lib/page-data';

export const loader = pageLoader((signal) => ({ services: getServices(signal) }));
