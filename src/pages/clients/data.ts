import { getClientsPageData } from '@/features/clients/load-clients-page';
import { pageLoader } from '@/lib/page-data';

export const loader = pageLoader((signal) => ({ clients: getClientsPageData(signal) }));
