import { DATA_REQUEST_RESPONSE_DAYS, ENQUIRY_RETENTION_MONTHS, POSP_APPLICATION_RETENTION_MONTHS } from '@/config/timings';
import type { Translated } from '@/content/catalog';
import { ja } from './format';

type Consent = Translated<'consent'>;

/** 各フォームの送信ボタンの前に置く通知と同意（DPDP Act 2023 第5条・第6条）の日本語版。 */
export const formNotices: Consent['formNotices'] = {
  enquiry: `お名前、メールアドレス、電話番号、ご相談内容は、本お問い合わせへの回答にのみ使用します。当社を通じて保険にご加入いただかない場合は、最後のご連絡から${ENQUIRY_RETENTION_MONTHS}か月後に消去します。`,
  posp: `お名前、PAN、メールアドレス、電話番号、備考は、ご応募の審査にのみ使用します。POSPとして採用に至らなかった場合は、審査結果の決定から${POSP_APPLICATION_RETENTION_MONTHS}か月後に消去します。`,
  contact: `お名前、メールアドレス、件名、メッセージは、お問い合わせへの回答にのみ使用します。当社とお取引いただかない場合は、最後のご連絡から${ENQUIRY_RETENTION_MONTHS}か月後に消去します。`,
  callback: `お名前、電話番号、ご希望の時間帯は、折り返しのお電話にのみ使用します。当社とお取引いただかない場合は、お電話から${ENQUIRY_RETENTION_MONTHS}か月後に消去します。`,
  dataRequest: `ご入力いただいた内容は、ご本人の確認と、${DATA_REQUEST_RESPONSE_DAYS}日以内のご請求への回答にのみ使用し、法令の定めに従って請求の記録を保管します。`,
  grievance: `ご入力いただいた内容は、苦情の解決にのみ使用し、保険規制当局の定めに従って記録を保管します。`,
};

export const consentText: Consent['consentText'] = {
  legend: '同意事項',
  noticeLink: 'プライバシー通知の全文を読む',
  newTab: '（新しいタブで開きます）',
  contactLabel: '本件について、電話、SMS、またはメールで連絡を受けることに同意します。',
  contactRequired: '本件についてご連絡することへのご同意をお願いいたします。ご同意いただけない場合は、ご回答いたしかねます。',
  marketingLabel: '保険に関するニュースやご案内もメールで受け取ります。',
  optional: '（任意）',
  agreed: (marketing) =>
    marketing
      ? '本件についてのご連絡と、ニュースやご案内のメールでの受け取りに同意いただきました。'
      : '本件についてのご連絡に同意いただきました。ニュースやご案内はお送りしません。',
  noticeVersion: (version) => `プライバシー通知の版：${version}。`,
  withdraw: '同意は「お客さまのデータ」のページでいつでも撤回できます。',
};

/** ページ内のフォーム（データ請求、苦情）に共通の文言。 */
export const requestForm: Translated<'requestForm'> = {
  sending: '送信中…',
  error: '送信できませんでした。ご入力内容はそのまま残っていますので、もう一度お試しください。',
  rateLimited: 'お使いの接続から送信されたリクエストが多すぎます。',
  retryLater: '数分後にもう一度お試しください。',
  checkFields: '確認が必要な項目があります。各項目のメッセージをご覧ください。',
  characters: (count, max) => `${ja.number(count)} / ${ja.number(max)}文字`,
};

/** 折り返し電話の入口：ヘッダー、スマートフォンのアクションバー、商品のボタン。 */
export const callbackEntry: Translated<'callbackEntry'> = {
  /** 折り返し電話の呼び名はひとつ：開くボタン、フォームの見出し、送信ボタンはすべてこれを表示します。 */
  label: '折り返し電話',
  headerPhone: (display) => `${display}に電話する`,
  bar: { label: 'お問い合わせ', call: '電話', whatsapp: 'WhatsApp' },
  forProduct: (product) => `（${product}）`,
};

/** Cookieバナー。ポリシーへのリンクは文の途中に置きます。 */
export const cookieBanner: Translated<'cookieBanner'> = {
  message: 'サイト運営に必要なCookieを使用し、分析用Cookieはご同意いただいた場合のみ使用します。詳しくは',
  beforeLink: '',
  policyLink: 'Cookieポリシー',
  afterLink: 'をご覧ください。',
  accept: 'すべて許可',
  reject: '必須以外を拒否',
  saved: '設定を保存しました',
  label: 'Cookieの同意',
};

/** 保険のお問い合わせとPOSP応募のフォーム（項目名は仕様のとおり、日本語で）。 */
export const enquiryText: Translated<'enquiry'>['enquiryText'] = {
  title: '保険のお問い合わせ',
  titleFor: (type) => `${type === 'Health' ? '医療保険' : type === 'Life' ? '生命保険' : type}のお問い合わせ`,
  intro: 'ご質問やご要望をお知らせください。アドバイザーよりメールでご回答いたします。',
  submit: '送信',
  fields: { name: 'お名前', email: 'メールアドレス', phone: '電話番号', remarks: 'ご相談内容' },
};

export const pospText: Translated<'enquiry'>['pospText'] = {
  title: 'POSPパートナーに応募',
  intro: '当社の研修とサポートのもと、認定POSP（Point of Sales Person：保険販売資格者）として保険を販売していただけます。',
  submit: '応募する',
  fields: { name: 'お名前', pan: 'PAN', email: 'メールアドレス', phone: '電話番号', remarks: '備考' },
};
