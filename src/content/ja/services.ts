import type { Catalog } from '@/content/catalog';

/** サービスのページの文言（サービスの内容自体は API から取得します）。 */
export const servicesText: Catalog['services'] = {
  loading: 'サービス情報を読み込んでいます…',
  listHeading: '当社が提供するサービス',
};
