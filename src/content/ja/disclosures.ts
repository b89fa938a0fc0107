import { site } from '@/config/site';
import type { Catalog } from '@/content/catalog';
import { licenceValidUntil } from './format';

/**
 * フッターの法定開示事項（src/content/disclosures.ts の日本語版）。社名、所在地、番号は site.ts のとおり。
 * 役職名は IRDAI の規則上の名称を括弧で添え、IRDAI の注意喚起は同局の文言を訳しています。
 */
export const disclosures: Catalog['disclosures'] = {
  heading: '法定開示事項',
  registeredName: site.name,
  cin: `CIN（法人識別番号）：${site.cin}`,
  registeredOffice: `登記上の本店：${site.registeredOffice}`,
  licence: `IRDAI登録コンポジット・ブローカー（${site.licence.category}）、登録番号${site.licence.number}、${licenceValidUntil}まで有効`,
  principalOfficer: `プリンシパル・オフィサー（Principal Officer）：${site.principalOfficer.name}`,
  grievanceOfficer: `苦情対応責任者（Grievance Officer）：${site.grievanceOfficer.name}`,
  grievanceOfficerEmail: site.grievanceOfficer.email,
  officialPhonesLabel: '当社の公式電話番号：',
  officialPhones: [
    { label: '本社', display: site.officialPhones[0].display, tel: site.officialPhones[0].tel },
    { label: '保険金請求ヘルプライン', display: site.officialPhones[1].display, tel: site.officialPhones[1].tel },
  ],
  verifyLicence: 'IRDAIのウェブサイトで当社のライセンスを確認する',
  verifyLicenceUrl: site.licenceVerificationUrl,
  spuriousCallsHeading: '不審な電話にご注意ください',
  spuriousCalls:
    'IRDAIは、保険契約の販売、ボーナスの告知、保険料の投資といった活動には一切関与していません。このような電話を受けた方は、警察に届け出てください。',
  ourCalls: '当社は上記の番号からのみお電話し、OTP（ワンタイムパスワード）、カードの暗証番号、パスワードをお尋ねすることは一切ありません。',
};

export const footerRights: Catalog['footerRights'] = {
  label: 'お客さまの権利',
  accessibility: 'アクセシビリティ',
  yourData: 'お客さまのデータ',
  cookieSettings: 'Cookieの設定',
};
