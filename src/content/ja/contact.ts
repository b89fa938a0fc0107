import type { Translated } from '@/content/catalog';
import { site } from '@/config/site';
import { cityName, workingHours } from './format';

/** お問い合わせページ（part 1 §2.6）とメッセージフォームの日本語版。フォームのメッセージの記号（✅ ❌）は英語版と同じです。 */
export const contact: Translated<'contact'> = {
  mapCopy: {
    loadMap: '地図を表示',
    openInMaps: '地図で開く',
    newTab: '（新しいタブで開きます）',
    notice: '地図はGoogleマップから読み込まれ、Cookieが設定される場合があります。表示を選択されたときにのみ読み込みます。',
    frameTitle: (label) => `地図：${label}`,
  },
  reachUsText: {
    heading: 'ご連絡方法',
    call: { title: 'お電話', text: (display) => display },
    whatsapp: { title: 'WhatsApp', text: 'アドバイザーとチャット', newTab: '（WhatsAppが新しいタブで開きます）' },
    email: { title: 'メール', text: (address) => address },
    callBack: { text: '営業時間内にお電話いたします' },
    hours: workingHours,
  },
  contactPageText: {
    infoHeading: '連絡先',
    headOffice: '本社',
    // Japanese pages write postal addresses in Latin script, as the API (English there) sends them (docs/i18n/termbase.md).
    headOfficeAddress: site.headOffice.address,
    email: 'メール',
    phone: '電話',
    hours: '営業時間',
    workingHours: `営業時間：${workingHours}`,
    officesHeading: '拠点一覧',
    officesLoading: '拠点の情報を読み込んでいます…',
    mapHeading: '本社へのアクセス',
    mapLabel: (shortName, city) => `${shortName} 本社（${cityName(city)}）`,
  },
  CONTACT_FORM_TEXT: {
    heading: 'メッセージを送る',
    firstName: '名',
    lastName: '姓',
    email: 'メールアドレス',
    subject: '件名',
    message: 'メッセージ',
    captchaBefore: 'セキュリティ確認：',
    captchaAfter: ' は？',
    newQuestion: '別の問題にする',
    acceptBefore: '内容を確認のうえ、',
    terms: '利用規約',
    acceptBetween: 'および',
    privacy: 'プライバシーポリシー',
    acceptAfter: 'に同意します。',
    send: 'メッセージを送信',
    sending: '送信中…',
  },
  CONTACT_MESSAGES: {
    success: '✅ メッセージを送信しました。',
    failure: '❌ メッセージを送信できませんでした。時間をおいて、もう一度お試しください。',
    termsNotAccepted: '❌ 利用規約に同意してください',
    captchaFailed: '❌ CAPTCHA認証に失敗しました。もう一度お試しください。',
  },
  CONTACT_FIELD_HINTS: {
    first_name: '名を入力してください',
    last_name: '姓を入力してください',
    email: '有効なメールアドレスを入力してください',
    subject: '件名を入力してください',
    message: 'メッセージを入力してください',
  },
};
