import type { Crumb, RouteCopy, RouteId } from '@/config/paths';
import { site } from '@/config/site';
import { licenceValidUntil } from './format';

/**
 * 各ルートの文言（src/config/paths.ts の日本語版）：見出し（h1）、<title>、説明文、パンくずリスト。
 * 日本語で公開するのは LOCALE_ROUTES.ja のページのみですが、ヘッダーやフッターのリンク名とそろえるため、
 * すべてのルートを訳しています。
 */
const ABOUT: Crumb = { label: '会社情報' };
const KNOWLEDGE: Crumb = { label: '保険の基礎知識' };

export const routes: Readonly<Record<RouteId, RouteCopy>> = {
  home: {
    heading: '保険契約から保険金請求まで、お客さまに寄り添う保険アドバイス',
    title: 'インドの総合保険ブローカー',
    description:
      '2008年からインドで営業する日印の総合保険ブローカー（コンポジット・ブローカー）。生命保険・損害保険・再保険のブローキングと保険金請求のサポートを、インド8都市の拠点からご提供します。',
    breadcrumb: [],
  },
  services: {
    heading: '当社のサービス',
    title: '当社のサービス',
    description: 'インド全土の個人・法人のお客さまに向けた、リスク・アドバイザリー、保険の手配、保険金請求のサポート、再保険ブローキングのサービスです。',
    breadcrumb: [{ label: 'サービス' }],
    lead: '最初のリスク調査から最後の保険金のお支払いまで、一つのチームがお客さまに寄り添います。',
  },
  contact: {
    heading: 'お問い合わせ',
    title: 'お問い合わせ',
    description: 'ベンガルール、デリー、チェンナイ、プネー、アーメダバード、ムンバイ、ハイデラバード、インドールの各拠点のご案内と、メッセージの送信はこちらから。',
    breadcrumb: [{ label: 'お問い合わせ' }],
    lead: '8つの拠点へのご来訪、メール、お電話のいずれでも承ります。1営業日以内にご返信いたします。',
  },
  company: {
    heading: '会社概要',
    title: '会社概要',
    description: `${site.established}年に設立された日印の総合保険ブローカーである当社の概要、強み、沿革、ビジョン、ミッション、目標をご紹介します。`,
    breadcrumb: [ABOUT, { label: '会社概要' }],
    lead: `${site.established}年の設立以来、お客さまに寄り添い続ける日印の総合保険ブローカーです。`,
  },
  board: {
    heading: '取締役会',
    title: '取締役会',
    description: '当社の総合保険ブローキング事業を導く取締役をご紹介します。',
    breadcrumb: [ABOUT, { label: '取締役会' }],
    lead: 'インドと日本の保険業界で経験を積んだリーダーが、当社のガバナンスと戦略を導いています。',
  },
  keyTeam: {
    heading: '経営陣',
    title: '経営陣',
    description: '生命保険、損害保険、再保険、保険金請求の各チームを率いる経営陣をご紹介します。',
    breadcrumb: [ABOUT, { label: '経営陣' }],
    lead: '当社のブローキング、保険金請求、顧客サービスを日々担うメンバーです。',
  },
  compositeLicense: {
    heading: 'コンポジット・ライセンス',
    title: 'コンポジット・ライセンス',
    description: `IRDAIから付与された、生命保険・損害保険のコンポジット・ブローカー・ライセンス（登録番号${site.licence.number}、${licenceValidUntil}まで有効）。`,
    breadcrumb: [ABOUT, { label: 'コンポジット・ライセンス' }],
  },
  lifeGlossary: {
    heading: '生命保険用語集',
    title: '生命保険用語集',
    description: 'インドで使われる生命保険の用語を、年金（アニュイティ）から保険料払込免除まで、わかりやすく解説します。',
    breadcrumb: [KNOWLEDGE, { label: '用語集' }, { label: '生命保険' }],
    lead: 'インドの生命保険の申込書、保険証券、保険金請求で目にする用語の意味を、わかりやすくご説明します。',
  },
  generalGlossary: {
    heading: '損害保険用語集',
    title: '損害保険用語集',
    description: '損害保険、海上保険、自動車保険、再保険の用語を、インドの規制上の根拠とあわせて解説します。',
    breadcrumb: [KNOWLEDGE, { label: '用語集' }, { label: '損害保険' }],
    lead: '損害保険、海上保険、自動車保険、再保険の用語を、その背景にあるインドの規則とあわせてご説明します。',
  },
  usefulLinks: {
    heading: '関連リンク',
    title: '関連リンク',
    description: '保険規制当局、保険オンブズマン、消費者教育、保険会社の一覧などの公式リンク集です。',
    breadcrumb: [KNOWLEDGE, { label: '関連リンク' }],
    lead: 'インドの保険契約者に知っておいていただきたい公式サイト：規制当局、苦情解決の窓口、業界の機関。',
  },
  forms: {
    heading: '保険会社の各種書式',
    title: '保険会社の各種書式',
    description: 'インドの損害保険会社・医療保険会社の申込書、保険金請求書、事故連絡のページです。',
    breadcrumb: [KNOWLEDGE, { label: '各種書式' }],
    lead: '申込書、保険金請求書、事故連絡のページを、各保険会社のウェブサイトでご案内します。ご記入は当社の保険金請求窓口がお手伝いします。',
  },
  clients: {
    heading: '主なお客さま',
    title: '主なお客さま',
    description: '保険プログラムを当社にお任せいただいている、インド各地の企業・団体です。',
    breadcrumb: [ABOUT, { label: '主なお客さま' }],
    lead: '保険プログラムを当社にお任せいただいている、インド各地の企業・団体です。',
  },
  partners: {
    heading: '提携保険会社',
    title: '提携保険会社',
    description: '当社が保険契約を手配している生命保険会社・損害保険会社です。',
    breadcrumb: [ABOUT, { label: '提携保険会社' }],
    lead: 'お客さまに代わって保険契約を手配している生命保険会社、医療保険会社、損害保険会社です。',
  },
  csr: {
    heading: '当社のCSR（企業の社会的責任）',
    title: 'CSR（企業の社会的責任）',
    description: '当社のCSR方針と、インド各地で支援している地域社会の取り組みです。',
    breadcrumb: [ABOUT, { label: 'CSR' }],
  },
  careers: {
    heading: '私たちと一緒に働きませんか',
    title: '採用情報',
    description: '保険ブローキングの分野で、当社とともにキャリアを築きませんか。現在の募集職種と応募方法をご案内します。',
    breadcrumb: [{ label: '採用情報' }],
  },
  products: {
    heading: '保険商品のご案内',
    title: '保険商品',
    description: '当社がお客さまのために手配する、生命保険、損害保険（法人向け・個人向け）、再保険の商品です。',
    breadcrumb: [{ label: '保険商品' }],
    lead: 'インドの保険会社とともに手配する、生命保険、損害保険、再保険の補償です。',
  },
  compliance: {
    heading: 'コンプライアンス関連書類',
    title: 'コンプライアンス関連書類',
    description: '規制・コンプライアンスに関する書類を、まとめてご覧いただけます。',
    breadcrumb: [{ label: 'コンプライアンス' }],
  },
  grievance: {
    heading: '苦情のエスカレーション手順',
    title: '苦情のエスカレーション手順',
    description: '苦情の申し出先：当社のコンプライアンス・オフィサー、プリンシパル・オフィサー、保険規制当局。',
    breadcrumb: [{ label: '苦情・ご相談' }, { label: 'エスカレーション手順' }],
  },
  disclaimer: {
    heading: '免責事項',
    title: '免責事項',
    description: '本ウェブサイトの一般的な免責事項と利用規約です。',
    breadcrumb: [{ label: '免責事項' }],
    lead: '本ウェブサイトの一般的な免責事項と利用規約です。',
  },
  privacy: {
    heading: 'プライバシーポリシー',
    title: 'プライバシーポリシー',
    description:
      '当社のプライバシー通知：収集する個人データとその目的、保存期間、共有先、同意の撤回方法、権利の行使方法、苦情の申し立て方法をご説明します。',
    breadcrumb: [{ label: 'プライバシーポリシー' }],
  },
  claims: {
    heading: '保険金請求のサポート',
    title: '保険金請求のサポート',
    description: '自動車、医療、生命、財物、海上、賠償責任の各保険の保険金請求の方法：必要書類、IRDAIの定める期限、保険会社の請求書式、当社の保険金請求ヘルプライン。',
    breadcrumb: [{ label: '保険金請求のサポート' }],
  },
  yourData: {
    heading: 'お客さまのデータとお客さまの権利',
    title: 'お客さまのデータとお客さまの権利',
    description: '個人データの概要の請求、訂正・消去、同意の撤回、代理人の指名を承ります。90日以内にご回答します。',
    breadcrumb: [{ label: 'プライバシーポリシー', to: '/privacy' }, { label: 'お客さまのデータ' }],
  },
  accessibility: {
    heading: 'アクセシビリティ方針',
    title: 'アクセシビリティ方針',
    description: '当社のアクセシビリティの目標（WCAG 2.1 AA）、サイトの検証方法、既知の制約、バリアのご報告方法。',
    breadcrumb: [{ label: 'アクセシビリティ' }],
  },
};
