import type { Translated } from '@/content/catalog';

/** 受け付けられなかった項目の下に表示するメッセージ（src/content/field-problems.ts の日本語版）。 */
export const fieldProblems: Translated<'fieldProblems'> = {
  fields: {
    name: { any: 'お名前を入力してください', maxLength: 'お名前を短くしてください' },
    first_name: { any: '名を入力してください', maxLength: '名を短くしてください' },
    last_name: { any: '姓を入力してください', maxLength: '姓を短くしてください' },
    email: { any: '有効なメールアドレスを入力してください', required: 'メールアドレスを入力してください' },
    phone_num: { any: '10桁の有効な電話番号を入力してください' },
    pan_num: { any: '有効なPAN（例：ABCDE1234F）を入力してください' },
    remarks: { any: 'ご相談内容やご自身について、簡単にご記入ください', maxLength: 'ご記入内容を短くしてください' },
    subject: { any: '件名を入力してください', maxLength: '件名を短くしてください' },
    message: { any: 'メッセージを入力してください', maxLength: 'メッセージを短くしてください' },
    accepted_terms: { any: '利用規約に同意してください' },
    newsletter: { any: 'ニュースの受け取りについてのご選択が正しく届きませんでした。お手数ですが、もう一度選び直して送信してください。' },
    insurance_type: { any: '医療保険または生命保険のカードから、もう一度フォームを開いてください。' },
    product: { any: 'ご用件を選んでください' },
    preferred_time: { any: '一覧から時間帯を選んでください', slot_unavailable: 'その時間帯は過ぎたか、受付を終了しました。別の時間帯を選んでください。' },
    city: { any: '市区町村名を短くしてください' },
    request_type: { any: 'ご請求の種類を選んでください' },
    details: { any: 'ご請求の内容をご記入ください', maxLength: 'ご請求の内容は2,000文字以内でご記入ください' },
    policy_number: { any: '証券番号は記載のとおり、英数字・スペース・スラッシュ・ハイフンで入力してください' },
    insurer: { any: '保険会社名をご記入ください（当社に関する苦情の場合はその旨をご記入ください）', maxLength: '保険会社名を短くしてください' },
    category: { any: '苦情の種類を選んでください' },
    description: { any: '苦情の内容をご記入ください', maxLength: '苦情の内容は2,000文字以内でご記入ください' },
    'consent.*': {
      any: 'ご同意の内容が正しく届きませんでした。お手数ですが、もう一度チェックを入れて送信してください。',
      enum: 'このページを開いた後にプライバシー通知が改定されました。ページを再読み込みし、通知をお読みのうえ、もう一度送信してください。',
    },
    unknown: { any: 'フォームの内容を受け付けられませんでした。ご入力内容をご確認のうえ、もう一度送信してください。' },
  },
};
