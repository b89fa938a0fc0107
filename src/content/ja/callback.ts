import { statutory } from '@/config/statutory';
import type { Translated } from '@/content/catalog';
import { callbackEntry } from './consent';
import { ja, time, TO, workingDaysAndHours, workingHours } from './format';

/**
 * 折り返し電話のフォームとホームの見積り・折り返し電話ボックスの日本語版。時刻は24時間表記
 * （9:00～10:00）、日付は Intl（ja-JP）で「11月24日(火)」のように表示します。
 */
type Callback = Translated<'callback'>;

/** "本日"、"明日"、またはそれ以降の日付（"11月24日(火)"）。 */
const dayName: Callback['dayName'] = (day) => {
  if (day.relation === 'today') return '本日';
  if (day.relation === 'tomorrow') return '明日';
  return ja.date(new Date(`${day.date}T00:00:00Z`), { month: 'long', day: 'numeric', weekday: 'short', timeZone: 'UTC' });
};

/** 文中でも同じ形："本日"、"明日"、"11月24日(火)"。 */
const relativeDay: Callback['relativeDay'] = (day) => dayName(day);

const phoneText = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

/** The products' one name each in Japanese, in the contract's order: the hero's chips, the form and /products' choices (./products.ts). */
export const CALLBACK_PRODUCTS: Callback['CALLBACK_PRODUCTS'] = [
  { label: '自動車' },
  { label: '二輪車' },
  { label: '医療' },
  { label: '生命' },
  { label: '法人' },
  { label: '保険金請求' },
  { label: 'その他' },
];

export const callback: Callback = {
  CALLBACK_PRODUCTS,
  dayName,
  relativeDay,
  callbackText: {
    title: callbackEntry.label,
    intro: `ご希望の時間帯をお知らせください。営業時間内（${workingDaysAndHours}、インド標準時）にアドバイザーからお電話いたします。`,
    product: 'ご相談の内容',
    name: 'お名前',
    phone: '携帯電話番号',
    when: 'ご希望の時間帯',
    asap: 'できるだけ早く',
    city: '都市名',
    submit: callbackEntry.label,
    slot: (hour) => `${time(hour)}${TO}${time(hour + 1)}`,
    slotGroup: (day) => day,
    nameRequired: 'お名前を入力してください',
    productRequired: 'ご相談の内容を選択してください',
    cityTooLong: '都市名を短くしてください',
    slotPassed: 'その時間帯は過ぎました。別の時間帯をお選びください。',
    confirmation: {
      heading: '折り返しお電話いたします',
      number: (phone) => `お電話先：${phoneText(phone)}。`,
      asapOpen: '本日の営業時間内に、できるだけ早くお電話いたします。',
      asapLater: (when, hour) => `営業開始後すぐ、${when} ${time(hour)}にお電話いたします。`,
      slot: (when, hour) => `${when} ${time(hour)}${TO}${time(hour + 1)}の間にお電話いたします。`,
      from: `当社からのお電話は、サービス用の番号${statutory.serviceCalls.display}からおかけします。OTP（ワンタイムパスワード）、カードの暗証番号、パスワードをお尋ねすることは一切ありません。`,
      close: '閉じる',
    },
    details: {
      heading: 'お名前とご希望の時間帯（任意）',
      save: 'ご依頼に追加する',
      nothingToSave: 'お名前を入力するか時間帯をお選びください。このままでもご依頼は有効です。',
      saved: 'ご依頼に追加しました。ありがとうございます。',
    },
  },
};

/** The home hero's call-back box. */
export const heroCallback: Translated<'heroCallback'> = {
  CALLBACK_PRODUCTS,
  heroCallbackText: {
    heading: callbackEntry.label,
    lead: '保険の種類を選び、携帯電話番号をご入力ください。アドバイザーより無料で折り返しお電話いたします。',
    products: '保険の種類',
    phone: '携帯電話番号',
    submit: callbackEntry.label,
    note: `${workingHours}。営業目的の迷惑電話は一切いたしません。`,
  },
};
