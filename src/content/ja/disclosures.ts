import { site } from '@/config/site';
import { OFFICER_TITLES, shownLicenceValidity, statutory } from '@/config/statutory';
import type { Translated } from '@/content/catalog';
import { isoDate } from './format';

const validUntil = shownLicenceValidity();
const { principalOfficer, complianceOfficer } = statutory.officers;

/**
 * フッターの法定開示事項（src/content/disclosures.ts の日本語版）。事実は src/config/statutory.ts のとおり、
 * 役職名は同ファイルの OFFICER_TITLES（各役職に日本語の表記は一つ）。IRDAI の注意喚起は同局の文言を、
 * 電話の規則は TRAI（インド電気通信規制庁）の規則を訳しています。
 */
export const disclosures: Translated<'disclosures'> = {
  heading: '法定開示事項',
  registeredName: site.name,
  cin: `CIN（法人識別番号）：${site.cin}`,
  registeredOffice: `登記上の本店：${site.registeredOffice}`,
  licence: validUntil
    ? `IRDAIよりコンポジット・ブローカーとして登録を受けています（登録番号${site.licence.number}、${isoDate(validUntil)}まで有効）。`
    : `IRDAIよりコンポジット・ブローカーとして登録を受けています（登録番号${site.licence.number}）。`,
  verifyLicence: validUntil ? 'IRDAIのウェブサイトで確認する' : 'IRDAIのウェブサイトで現在の登録状況を確認する',
  principalOfficer: `${OFFICER_TITLES.principalOfficer.ja}：${principalOfficer.name.en}`,
  principalOfficerEmail: principalOfficer.email,
  complianceOfficer: `${OFFICER_TITLES.complianceOfficer.ja}（苦情受付）：${complianceOfficer.name.en}`,
  complianceOfficerEmail: complianceOfficer.email,
  officialPhonesLabel: '当社へのお電話は公式番号へ：',
  officialPhones: [
    { label: '本社', display: statutory.officialPhones.headOffice.display, tel: statutory.officialPhones.headOffice.tel },
    { label: '保険金請求ヘルプライン', display: statutory.officialPhones.claimsHelpline.display, tel: statutory.officialPhones.claimsHelpline.tel },
  ],
  spuriousCallsHeading: '不審な電話にご注意ください',
  spuriousCalls:
    'IRDAIは、保険契約の販売、ボーナスの告知、保険料の投資といった活動には一切関与していません。このような電話を受けた方は、警察に届け出てください。',
  ourCalls: `当社からのお電話は、${statutory.serviceCalls.display}からのみおかけします。TRAI（インド電気通信規制庁）の規則により、保険会社と保険ブローカーのサービス・取引に関する電話は1600番台の番号からかけることになっています。当社がOTP（ワンタイムパスワード）、カードの暗証番号、パスワードをお尋ねすることは一切ありません。`,
  noPromotionalCalls:
    '当社は勧誘（プロモーション）の電話をおかけしません。TRAIは勧誘の電話を140番台の番号からに限り、通常の10桁の番号からのテレマーケティングを認めていません。そのような番号から当社を名乗る電話があっても、当社からの電話ではありません。',
};

export const footerRights: Translated<'footerRights'> = {
  label: 'お客さまの権利',
  accessibility: 'アクセシビリティ',
  yourData: 'お客さまのデータ',
  cookieSettings: 'Cookieの設定',
};
