import type { Crumb, RouteCopy, RouteId } from '@/config/paths';
import { site } from '@/config/site';

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
    breadcrumb: [],
  },
  services: {
    heading: '当社のサービス',
    title: '当社のサービス',
    breadcrumb: [{ label: 'サービス' }],
    lead: '最初のリスク調査から最後の保険金のお支払いまで、一つのチームがお客さまに寄り添います。',
  },
  contact: {
    heading: 'お問い合わせ',
    title: 'お問い合わせ',
    breadcrumb: [{ label: 'お問い合わせ' }],
    lead: '8つの拠点へのご来訪、メール、お電話のいずれでも承ります。1営業日以内にご返信いたします。',
  },
  company: {
    heading: '会社概要',
    title: '会社概要',
    breadcrumb: [ABOUT, { label: '会社概要' }],
    lead: `${site.established}年の設立以来、お客さまに寄り添い続ける日印の総合保険ブローカーです。`,
  },
  board: {
    heading: '取締役会',
    title: '取締役会',
    breadcrumb: [ABOUT, { label: '取締役会' }],
    lead: 'インドと日本の保険業界で経験を積んだリーダーが、当社のガバナンスと戦略を導いています。',
  },
  keyTeam: {
    heading: '経営陣',
    title: '経営陣',
    breadcrumb: [ABOUT, { label: '経営陣' }],
    lead: '当社のブローキング、保険金請求、顧客サービスを日々担うメンバーです。',
  },
  compositeLicense: {
    heading: 'コンポジット・ライセンス',
    title: 'コンポジット・ライセンス',
    breadcrumb: [ABOUT, { label: 'コンポジット・ライセンス' }],
  },
  lifeGlossary: {
    heading: '生命保険用語集',
    title: '生命保険用語集',
    breadcrumb: [KNOWLEDGE, { label: '用語集' }, { label: '生命保険' }],
    lead: 'インドの生命保険の申込書、保険証券、保険金請求で目にする用語の意味を、わかりやすくご説明します。',
  },
  generalGlossary: {
    heading: '損害保険用語集',
    title: '損害保険用語集',
    breadcrumb: [KNOWLEDGE, { label: '用語集' }, { label: '損害保険' }],
    lead: '損害保険、海上保険、自動車保険、再保険の用語を、その背景にあるインドの規則とあわせてご説明します。',
  },
  usefulLinks: {
    heading: '関連リンク',
    title: '関連リンク',
    breadcrumb: [KNOWLEDGE, { label: '関連リンク' }],
    lead: 'インドの保険契約者に知っておいていただきたい公式サイト：規制当局、苦情解決の窓口、業界の機関。',
  },
  forms: {
    heading: '保険会社の各種書式',
    title: '保険会社の各種書式',
    breadcrumb: [KNOWLEDGE, { label: '各種書式' }],
    lead: '申込書、保険金請求書、事故連絡のページを、各保険会社のウェブサイトでご案内します。ご記入は当社の保険金請求窓口がお手伝いします。',
  },
  clients: {
    heading: '主なお客さま',
    title: '主なお客さま',
    breadcrumb: [ABOUT, { label: '主なお客さま' }],
    lead: '保険プログラムを当社にお任せいただいている、インド各地の企業・団体です。',
  },
  partners: {
    heading: '提携保険会社',
    title: '提携保険会社',
    breadcrumb: [ABOUT, { label: '提携保険会社' }],
    lead: 'お客さまに代わって保険契約を手配している生命保険会社、医療保険会社、損害保険会社です。',
  },
  csr: {
    heading: '当社のCSR（企業の社会的責任）',
    title: 'CSR（企業の社会的責任）',
    breadcrumb: [ABOUT, { label: 'CSR' }],
  },
  careers: {
    heading: '私たちと一緒に働きませんか',
    title: '採用情報',
    breadcrumb: [{ label: '採用情報' }],
  },
  products: {
    heading: '保険商品のご案内',
    title: '保険商品',
    breadcrumb: [{ label: '保険商品' }],
    lead: 'インドの保険会社とともに手配する、生命保険、損害保険、再保険の補償です。',
  },
  compliance: {
    heading: 'コンプライアンス関連書類',
    title: 'コンプライアンス関連書類',
    breadcrumb: [{ label: 'コンプライアンス' }],
  },
  grievance: {
    heading: '苦情のエスカレーション手順',
    title: '苦情のエスカレーション手順',
    breadcrumb: [{ label: '苦情・ご相談' }, { label: 'エスカレーション手順' }],
  },
  disclaimer: {
    heading: '免責事項',
    title: '免責事項',
    breadcrumb: [{ label: '免責事項' }],
    lead: '本ウェブサイトの一般的な免責事項と利用規約です。',
  },
  privacy: {
    heading: 'プライバシーポリシー',
    title: 'プライバシーポリシー',
    breadcrumb: [{ label: 'プライバシーポリシー' }],
  },
  claims: {
    heading: '保険金請求のサポート',
    title: '保険金請求のサポート',
    breadcrumb: [{ label: '保険金請求のサポート' }],
  },
  yourData: {
    heading: 'お客さまのデータとお客さまの権利',
    title: 'お客さまのデータとお客さまの権利',
    breadcrumb: [{ label: 'プライバシーポリシー' }, { label: 'お客さまのデータ' }],
  },
  accessibility: {
    heading: 'アクセシビリティ方針',
    title: 'アクセシビリティ方針',
    breadcrumb: [{ label: 'アクセシビリティ' }],
  },
};
