import type { Translated } from '@/content/catalog';
import { ja } from './format';

/** フォームのメッセージ（src/content/forms.ts の日本語版）。 */
export const formText: Translated<'formText'> = {
  phoneHint: '10桁の有効な電話番号を入力してください',
  panHint: '有効なPAN（例：ABCDE1234F）を入力してください',
  success: '送信いただき、ありがとうございます。担当者より折り返しご連絡いたします。',
  error: '送信中にエラーが発生しました。もう一度お試しください。',
  submitting: '送信中…',
  emailHint: '有効なメールアドレスを入力してください',
  nameRequired: 'お名前を入力してください',
  emailRequired: 'メールアドレスを入力してください',
  remarksRequired: 'ご相談内容やご自身について、簡単にご記入ください',
  remarksTooLong: 'ご記入内容を短くしてください',
};

/** フォーム部品の文言。 */
export const formKit: Translated<'formKit'> = {
  optional: '（任意）',
  phonePrefix: '+91',
  reference: (reference) => `受付番号：${reference}`,
  retryAfter: (seconds) =>
    seconds < 90 ? '1分ほど待ってから、もう一度お試しください。' : `${ja.number(Math.ceil(seconds / 60))}分ほど待ってから、もう一度お試しください。`,
  close: '閉じる',
  cancel: 'キャンセル',
  noScript: {
    needsJavaScript: 'このフォームにはJavaScriptが必要ですが、お使いのブラウザーで無効になっているか、読み込まれていません。次の方法でもご連絡いただけます：',
    call: (phone) => `電話：${phone}`,
    whatsapp: 'WhatsAppでメッセージを送る',
    email: (address) => `メール：${address}`,
  },
  notSent: {
    title: 'フォームは送信されませんでした',
    text: 'このフォームにはJavaScriptが必要ですが、お使いのブラウザーで実行されなかったため、ご入力内容は送信も保存もされていません。ページに戻り、読み込みが終わってからもう一度お試しいただくか、次の方法でご連絡ください：',
    home: 'トップページへ',
  },
};
