import { FINANCIAL_YEAR_LABEL } from '@/config/timings';
import type { Translated } from '@/content/catalog';
import { countIn } from '@/content/figures';
import { ja } from './format';
import { routes } from './routes';

/**
 * ホームページ（part 1 §2.2）の日本語版：`src/content/home.ts` の各エクスポートの翻訳です。ブランド名、
 * 人名、社名、数値、画像のパスは英語版と同じです。
 */
type Home = Translated<'home'>;

/** Figures in 万 and 億, as Japanese counts (docs/i18n/termbase.md, "Large numbers"): the API's 9.6 "M" is 960万. */
const figure: Home['businessNumbers']['figure'] = countIn([
  { size: 1e8, name: '億' },
  { size: 1e4, name: '万' },
]);

export const hero: Home['hero'] = {
  eyebrow: 'IRDAI登録コンポジット・ブローカー · 2008年創業',
  heading: routes.home.heading,
  lead: '生命保険、医療保険、自動車保険、財物保険、企業向けの保険について中立的な立場からご助言し、保険金のお支払いまで当社の保険金請求チームがお客さまに寄り添います。',
  primaryCta: { label: '保険を探す' },
  trustPoints: ['登録番号381', '8都市に拠点', 'ISO 27001:2022認証取得'],
};

export const insuranceSolutions: Home['insuranceSolutions'] = {
  title: '保険ソリューション',
  subtitle: 'お客さまのニーズに合わせた補償プラン',
  cards: [
    {
      title: '自動車保険（四輪）',
      description: '総合補償型と対人・対物賠償責任保険。提携修理工場ではキャッシュレスで修理を受けられます。',
      action: {},
    },
    {
      title: '二輪車保険',
      description: 'バイクやスクーターを、すぐに発行できる保険と長期の対人・対物賠償責任補償で守ります。',
      action: {},
    },
    {
      title: '医療保険',
      description: 'ファミリー・フローター型と個人型のプラン。提携病院ではキャッシュレスで治療を受けられます。',
      action: {},
    },
    {
      title: '生命保険',
      description: '定期保険、貯蓄型保険、個人年金で、ご家族の将来をお守りします。',
      action: {},
    },
  ],
  recommended: {
    label: 'おすすめ',
    heading: 'どのプランが合うか、お迷いですか？',
    text: '当社のアドバイザーが提携保険会社のプランを並べて比較しますので、補償内容、免責事項、保険料を確かめたうえでお決めいただけます。',
    basis:
      '「おすすめ」とは、アドバイザーが提携保険会社のプランをお客さまのご要望（補償内容、免責事項、保険金支払の条件、保険料）に照らして比較し、その比較をお見せしたうえでお勧めするプランのことです。ランキングではありません。当社は、どのプランや保険会社も「一番」や「最良」とは呼びません。',
    image: { alt: '虫眼鏡の下に並ぶ3つのプラン。そのうち1つにチェックが付いている' },
    tags: ['プランを比較', '補償内容を確認', '保険料を見積り', '特長を確認'],
    tagsLabel: '当社がお手伝いできること',
  },
  partnerNote: '提携先のウェブサイトが新しいタブで開きます。',
  enquiryNote: (explore) => `${explore}：メールでご回答いたします。`,
  callbackNote: (label) => `${label}：アドバイザーからお電話いたします。`,
  comingSoon: {
    title: '近日公開',
    text: 'このサービスは現在準備中です。お客さまに合わせた補償プランを近日中にご提供します。',
  },
};

const cards = [
  {
    title: 'Sakura Motors Assured',
    features: ['5年間の減価償却なし（ゼロ・デプリシエーション）補償', '600以上のディーラー工場でキャッシュレス修理', '24時間365日のロードサービス'],
  },
  {
    title: 'Hayate Two-Wheeler Shield',
    features: ['5年間の対人・対物賠償責任補償', '即時更新できる車両損害補償', 'ヘルメット・アクセサリーの補償'],
  },
  {
    title: 'Orion Cars Secure',
    features: ['エンジン・ギアボックスの保護', '全損時の購入価格補償（リターン・トゥ・インボイス）', '消耗品の補償'],
  },
  { title: 'Kaveri EV Care', features: ['バッテリー・充電器の保護', '自宅の充電設備の補償', 'EVに精通した損害調査人'] },
  { title: 'Tundra Trucks Protect', features: ['更新日を一本化したフリート契約', '輸送中貨物の特約', '運転者の傷害補償'] },
  {
    title: 'Vega Scooters Plus',
    features: ['数分で発行できるペーパーレスの保険証券', '無事故割引（ノー・クレーム・ボーナス）の保護', '同乗者の傷害補償'],
  },
] as const;

export const productCarousel: Home['productCarousel'] = {
  label: '当社の商品',
  title: '保険ソリューション',
  subtitle: 'シームレスで充実した自動車保険',
  cards: cards.map((card) => ({
    ...card,
    brochure: { alt: `${card.title}のパンフレット：補償内容と保険金請求の方法` },
  })),
};

export const businessNumbers: Home['businessNumbers'] = {
  figure,
  label: '当社の実績',
  heading: '数百万のお客さまからの信頼',
  badge: `${FINANCIAL_YEAR_LABEL}年度`,
  note: '※大きな数は万（1万＝10,000）の単位で表示しています',
  whatWeCount:
    '契約仲介件数は、お客さまが当社を通じてご契約された保険の件数、請求サポート件数は、当社がお手伝いした保険金請求の件数です。保険金をお支払いするのは保険会社です。割合は、当社がサポートした請求のうち保険会社が支払った割合です。',
  loading: '実績データを読み込んでいます…',
  empty: '実績データはまだありません。',
};

export const coreStrengths: Home['coreStrengths'] = {
  heading: '当社の強み',
  tabs: [
    {
      tab: '人材',
      title: '信頼ある出資者',
      text: '当社の出資者は、日本で数十年にわたり培われたリスクマネジメントの規律と、インドの保険に関する専門知識を兼ね備えています。この伝統が、慎重かつ透明で、長期的な視点に立った当社のアドバイスの礎です。',
    },
    {
      tab: 'パートナー',
      title: '信頼できるパートナー',
      text: '当社は主要な生命保険会社、損害保険会社、医療保険会社、再保険会社と取引しています。引受担当者との長年の関係により、お客さまにより良い条件をご提供でき、保険金請求で判断が必要なときにも迅速な回答を得られます。',
    },
    {
      tab: 'プロセス',
      title: 'オーダーメイドのソリューション',
      text: 'すべての保険プログラムは、商品の一覧からではなく、お客さまのリスクの分析から始まります。事業に合わせて補償内容、支払限度額、免責金額を設計し、毎年見直します。',
    },
    {
      tab: '商品',
      title: '専門性の高い経営陣',
      text: '当社の経営陣は、インドの大手保険会社で引受、保険金請求、ブローキングの各部門を率いてきました。お客さまとの距離を大切にし、大口のご契約一件一件の細部まで目を配っています。',
    },
    {
      tab: 'テクノロジー',
      title: 'テクノロジーを活用したサービス',
      text: 'デジタル見積り、契約状況の確認、更新のご案内、保険金請求の進捗のお知らせにより、ISO 27001:2022認証を取得したプラットフォーム上で、お客さまに常に最新の情報をお届けします。',
    },
  ],
  photo: { alt: '日本とインドの絆を表す、盾の上で重なり合う2つの輪' },
  slogan: { alt: '絆（きずな）：お客さまを守る絆' },
};

export const testimonials: Home['testimonials'] = {
  heading: 'お客さまの声',
  subtitle: '当社の歩みを支えてくださる皆さまの声をお聞きください',
  videoError: '動画を読み込めませんでした',
  videoDownload: '動画をダウンロード',
  items: [
    {
      name: 'Anjali Deshpande',
      position: '代表取締役',
      quote: '当社が手配する保険契約の一つひとつは、保険金請求の際に必ず果たすべきお約束です。このお約束こそが、お客さまに長年ご愛顧いただいている理由です。',
    },
    {
      name: 'Ramesh Pillai',
      position: 'CFO、Malabar Coast Resorts（ホテルグループ）',
      quote: '財物保険のプログラムを見直していただいた結果、6つのリゾートの補償範囲が広がり、しかも保険料は下がりました。',
    },
    {
      name: 'Sunita Reddy',
      position: '取締役、Deccan Heights Realty（不動産グループ）',
      quote: 'モンスーンの洪水の後、建設工事保険の保険金請求はわずか数週間で解決しました。損害調査人の立会いにもすべて対応していただきました。',
    },
    {
      name: 'Karthik Iyer',
      position: 'Sakura Motors車オーナー（チェンナイ）',
      quote: '更新は2分で終わり、軽い事故の後のゼロ・デプリシエーション特約での請求も、完全にキャッシュレスでした。',
    },
    {
      name: 'Neha Joshi',
      position: 'Sakura Motors車オーナー（プネー）',
      quote: 'すべての特約をわかりやすい言葉で説明していただきました。自分の自動車保険で何が補償されるのか、ようやく理解できました。',
    },
    {
      name: 'Imran Shaikh',
      position: 'Sakura Motors車オーナー（ムンバイ）',
      quote: 'フロントガラスは翌日にディーラーの工場で交換され、私のほうで書類の手続きは一切ありませんでした。',
    },
    {
      name: 'Lakshmi Narayanan',
      position: 'Sakura Motors車オーナー（ベンガルール）',
      quote: '満期前のご案内のおかげで、無事故割引を失わずに済みました。行き届いたサービスです。',
    },
    {
      name: 'Gurpreet Kaur',
      position: 'Sakura Motors車オーナー（デリー）',
      quote: '事故から1時間以内に保険金請求の担当者から電話があり、車が戻ってくるまでずっと付き添ってくれました。',
    },
    {
      name: 'Harpreet Singh',
      position: 'ディーラー・プリンシパル、Vega Two Wheelers（二輪車ディーラー）',
      quote: 'お客さまは、納車の前に保険証券を受け取れます。',
    },
    {
      name: 'Rakesh Agarwal',
      position: '取締役、Indus Valley Logistics（物流会社）',
      quote: 'すべての積荷を一つの包括予定保険でカバーしています。',
    },
  ],
};

export const productLine: Home['productLine'] = {
  heading: '当社の商品ラインアップ',
  line: '大切なものをしっかりと守り、お客さまと事業に安心をお届けします。',
  chips: ['生命', '医療', '自動車', '財物', '海上', '賠償責任'],
  performance: {
    title: '当社の実績',
    asOf: `${ja.date(new Date(Date.UTC(2025, 7, 1)), { year: 'numeric', month: 'long', timeZone: 'UTC' })}現在`,
    figures: [{ label: '契約仲介件数' }, { label: '保険金請求のサポート件数' }, { label: 'サポートした請求の支払割合' }],
  },
  illustration: { alt: '盾を囲む、生命、医療、自動車、財物、海上、賠償責任の補償のアイコン' },
};

export const homeLabels: Home['homeLabels'] = {
  productsSection: '当社の商品：自動車保険プラン',
  productsCarousel: '自動車保険プラン',
  testimonialsCarousel: 'お客さまの声のスライド',
  linesOfCover: '補償の種類',
  play: (label) => `${label}を再生`,
  pause: (label) => `${label}を一時停止`,
  slideMessages: { previous: '前のスライド', next: '次のスライド', goTo: 'スライド{{index}}へ移動' },
  explore: (title) => `${title}を詳しく見る`,
  exploreNewTab: (title) => `${title}を詳しく見る（新しいタブで開きます）`,
  visitNewTab: (title) => `${title}のサイトへ（新しいタブで開きます）`,
  details: (title) => `${title}の詳細`,
  brochure: (title) => `${title}のパンフレット`,
  brochureFallback: 'パンフレット',
  visit: 'サイトへ',
  exploreButton: '詳しく見る',
  detailsButton: '詳細',
  videoTestimonial: (name) => `${name}さんの動画メッセージ`,
  playVideo: (name) => `${name}さんの動画を再生`,
  photoOf: (name) => `${name}さんの写真`,
  photoUnavailable: (name) => `${name}さん（写真はありません）`,
  quote: (text) => `「${text}」`,
};

export const partnerBanner: Home['partnerBanner'] = {
  label: 'パートナー募集',
  headline: 'ともに手を携えて',
  tagline: 'より良く、より安全で、保険に守られた未来のためのパートナーシップを。',
  isoBadge: { alt: 'ISO 27001:2022認証取得' },
  cta: { label: 'パートナーシップ担当チームに相談する' },
};
