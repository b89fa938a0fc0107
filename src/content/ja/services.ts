import type { Translated } from '@/content/catalog';

/** サービスのページの文言（サービスの内容自体は API から取得します）。 */
export const servicesText: Translated<'services'> = {
  loading: 'サービス情報を読み込んでいます…',
  listHeading: '当社が提供するサービス',
};
