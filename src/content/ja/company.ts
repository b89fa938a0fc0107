import { site } from '@/config/site';
import type {
  companyIntro as EnglishCompanyIntro,
  journey as EnglishJourney,
  strengths as EnglishStrengths,
  visionMissionGoals as EnglishVisionMissionGoals,
} from '@/content/company';

/**
 * 会社概要（part 1 §1 の事実に基づく）の日本語版: `src/content/company.ts` の各エクスポートの翻訳です。
 * 社名、設立年、拠点都市数は英語版と同じく `site` から取得し、社名はラテン文字のまま表示します。
 * インドの都市名はカタカナで表記します。
 */
export const companyIntro: typeof EnglishCompanyIntro = [
  `${site.name}は、日印の総合保険ブローカー（コンポジット・ブローカー）です。${site.established}年に設立され、現在はインド保険規制開発庁（IRDAI）のコンポジット・ブローカー・ライセンスを保有しているため、生命保険、損害保険、再保険について、ワンストップでご助言と保険の手配を行うことができます。`,
  `ベンガルールの本社と、デリー、チェンナイ、プネー、アーメダバード、ムンバイ、ハイデラバード、インドールの各拠点から、当社のチームがインド国内${site.citiesOfPresence.replace('+', '')}以上の都市のお客さまにサービスをご提供しています。お客さまは、自動車をお持ちの方や自動車ディーラー、成長を続ける企業、大企業、インドに進出している日系企業、そしてご家族にふさわしい医療保険・生命保険をお探しの方々です。`,
  `${site.yearsOfOperation}年にわたる経験から、私たちは、保険の価値は保険金が確実に支払われてこそ発揮されることを学んできました。だからこそ当社は、綿密なリスク・アドバイスと、保険金の支払いまでお客さまに寄り添う保険金請求サポート窓口を両輪とし、さらにISO 27001:2022認証を取得した情報セキュリティマネジメントシステムのもとでお客さまの情報をお守りしています。`,
];

export const strengths: typeof EnglishStrengths = [
  { title: 'コンポジット・ライセンス', text: '生命保険、損害保険、再保険のご助言を、責任ある一つのブローカーからご提供します。' },
  { title: '日印の伝統', text: '日本流の規律ある業務プロセスと、インド市場への深い知見を兼ね備えています。' },
  { title: '中立的なアドバイス', text: '当社はお客さまの立場で、補償内容、サービス、保険料の観点から保険会社を比較します。' },
  { title: '保険金請求サポート', text: '専任の窓口が、保険金の支払いまで、損害調査人、必要書類、保険会社との調整を行います。' },
  { title: 'リスクエンジニアリング', text: '現地調査と損害防止のご助言により、リスクと保険料の双方を引き下げます。' },
  { title: '従業員福利厚生', text: '雇用主の皆さまのために、団体医療・生命・傷害保険の制度を一貫して運営します。' },
  { title: '自動車・ディーラー向けプログラム', text: '車両購入者には販売時点での補償を、ディーラーには更新のサポートをご提供します。' },
  { title: '全国ネットワーク', text: `インド全土に8拠点を構え、${site.citiesOfPresence.replace('+', '')}以上の都市で事業を展開しています。` },
  { title: 'セキュリティ・バイ・デザイン', text: 'お客さまと保険契約のデータを、ISO 27001:2022認証に基づいて取り扱っています。' },
  { title: 'テクノロジーを活用したサービス', text: 'デジタル見積り、契約状況の確認、更新のご案内により、お客さまの時間を節約します。' },
];

type English = typeof EnglishJourney;

/** The English journey with its texts widened to string; image file, size and years stay the same. */
export interface Journey {
  readonly heading: string;
  readonly image: Omit<English['image'], 'alt'> & { readonly alt: string };
  readonly milestones: readonly { readonly year: English['milestones'][number]['year']; readonly text: string }[];
}

export const journey: Journey = {
  heading: '当社の歩み',
  image: {
    src: '/images/company/journey.svg',
    alt: '2008年から2025年までの沿革：ベンガルールでの創業、コンポジット・ブローカーのライセンス取得、8拠点体制、ISO 27001:2022認証の取得',
    width: 1200,
    height: 480,
  },
  milestones: [
    { year: '2008', text: 'インドに進出する日系企業にサービスを提供するダイレクト・ブローカーとして、ベンガルールで創業。' },
    { year: '2012', text: 'デリー、チェンナイ、プネーに拠点を開設。自動車ディーラー向けプログラムを開始。' },
    { year: '2016', text: 'コンポジット・ブローカーのライセンスを取得し、生命保険、損害保険、再保険をワンストップで提供。' },
    { year: '2020', text: 'ムンバイ、アーメダバード、ハイデラバード、インドールに拠点を開設。お客さま向けにデジタルでの契約管理サービスを開始。' },
    { year: '2023', text: '情報セキュリティマネジメントシステムについてISO 27001認証を取得。' },
    { year: '2025', text: '年間の保険契約の発行件数が960万件を超え、260万件の保険金請求をサポート。' },
  ],
};

export const visionMissionGoals: typeof EnglishVisionMissionGoals = [
  {
    id: 'vision',
    title: 'ビジョン',
    text: 'インドで最も信頼される保険ブローカーになること。リスクに備えるときにも、損害に遭われたあとにも、お客さまが真っ先にご相談くださるパートナーであり続けます。',
  },
  {
    id: 'mission',
    title: 'ミッション',
    text: '誠実なアドバイス、適正な保険料による最適な補償、そして保険金請求の際の揺るぎないサポートによって、人々と企業をお守りすること。',
  },
  {
    id: 'goals',
    title: '目標',
    text: '毎年、次の目標に取り組んでいます。',
    points: [
      'すぐに保険金の支払いに進める請求：事故のご連絡の時点で、毎回必要書類をすべてそろえます。',
      'すべての法人のお客さまについて、満期前に更新内容を見直します。',
      '地方都市で初めて保険に加入される方々に、保険の知識をお届けします。',
      'お客さまのデータのセキュリティとプライバシーについて、一切の妥協をしません。',
    ],
  },
];

/** 会社概要ページの見出し。 */
export const companyPage = {
  whoWeAre: '私たちについて',
  strengthsHeading: 'お客さまに信頼される10の強み',
  vmgHeading: 'ビジョン・ミッション・目標',
} as const;
