/**
 * The termbase and style sheet of the site's translations: how every recurring term is written in
 * Hindi and in Japanese, the variants that must not be used, and the conventions for times, money,
 * numbers, names and scripts. One source: docs/i18n/termbase.md is generated from this module
 * (`npm run i18n:termbase`), and tests/i18n/termbase.test.ts scans every translated string and the
 * `hi` examples of openapi.yaml against it. No page imports this module.
 *
 * Forbidden variants are matched as whole words: a Hindi word matches with its usual endings
 * (देयता, देयताओं) but not inside a longer word (पृष्ठ does not match पृष्ठांकन); a regular
 * expression is used as written. Japanese is matched as written (it has no spaces). A gloss in
 * brackets right after the chosen term (जोखिमांकन (अंडरराइटिंग), 損害調査人（サーベイヤー）) is allowed.
 */

import { FORBIDDEN_OFFICER_TITLES as FORBIDDEN_TITLES, OFFICER_TITLES as STATUTORY_TITLES } from '@/config/statutory';

export type Locale = 'hi' | 'ja';

export interface Rendering {
  /** The chosen rendering, as the reader sees it. */
  readonly use: string;
  /** Other accepted forms of the same choice (a plural, a compound, a related word). */
  readonly also?: readonly string[];
  /** Variants found drifting or wrong: never used. */
  readonly forbid?: readonly (string | RegExp)[];
  /** Allowed in brackets after the term, for the reader who meets the other form on an insurer's papers. */
  readonly gloss?: readonly string[];
  /** Why, or where the choice comes from. */
  readonly note?: string;
}

export interface Term {
  /** The English term. */
  readonly en: string;
  /**
   * Where the English says this (a pattern on the English text): the translation must then use the
   * chosen rendering (or one of `also`). Left out where the English word has other senses.
   */
  readonly match?: RegExp;
  readonly hi: Rendering;
  readonly ja: Rendering;
}

/** How to choose, for a term not yet here (docs/i18n/README.md repeats it). */
export const CHOICE_RULE =
  'Prefer the term IRDAI’s own Hindi or Japanese texts use when a lay reader understands it; otherwise the loanword the market uses, in Devanagari or katakana, with the regulator’s term in brackets in the glossary. Once chosen, a term is written the same way on every page, in the glossaries and in the API’s examples.';

export const TERMS: readonly Term[] = [
  {
    en: 'liability (legal)',
    match: /\bliabilit(?:y|ies)\b/i,
    hi: {
      use: 'दायित्व',
      forbid: ['देयता'],
      note: 'The word of the Public Liability Insurance Act (लोक दायित्व बीमा अधिनियम); देयता reads as “amount payable”. दायित्व is masculine: उसका दायित्व.',
    },
    ja: { use: '賠償責任', also: ['責任'], forbid: ['負債', '債務'], note: 'Insurance liability is 賠償責任; 負債/債務 are balance-sheet debts.' },
  },
  {
    en: 'underwriting',
    match: /\bunderwriting\b/i,
    hi: {
      use: 'जोखिमांकन',
      forbid: ['हामीदारी', 'बीमालेखन', 'अभिगोपन', 'अंडरराइटिंग'],
      gloss: ['अंडरराइटिंग'],
      note: 'Transparent to a lay reader; अंडरराइटिंग only as a gloss in brackets (glossary headword).',
    },
    ja: { use: '引受', forbid: ['アンダーライティング'] },
  },
  {
    en: 'underwriter',
    match: /\bunderwriters?\b/i,
    hi: { use: 'जोखिमांकनकर्ता', forbid: ['हामीदार', 'अंडरराइटर'], note: 'Follows जोखिमांकन.' },
    ja: { use: '引受担当者', forbid: ['アンダーライター'] },
  },
  {
    en: 'surveyor (loss)',
    match: /\bsurveyors?\b/i,
    hi: { use: 'सर्वेक्षक', forbid: ['सर्वेयर'], note: 'IRDAI’s Hindi: सर्वेक्षक और हानि निर्धारक (surveyor and loss assessor).' },
    ja: { use: '損害調査人', forbid: [/サーベイヤー(?!）)/], gloss: ['サーベイヤー'], note: 'サーベイヤー only as a gloss: （サーベイヤー）.' },
  },
  {
    en: 'survey (of a loss or a risk)',
    match: /\bsurveys?\b/i,
    hi: { use: 'सर्वेक्षण', forbid: [/(?<![\p{L}\p{M}])सर्वे(?![\p{L}\p{M}]| नं)/u], note: 'सर्वे नं. stays in a postal address (Survey No.).' },
    ja: { use: '調査', note: 'A loss survey is 損害調査; a risk survey リスク調査 or 現地調査.' },
  },
  {
    en: 'loss assessor',
    match: /\bloss assessors?\b/i,
    hi: { use: 'हानि निर्धारक' },
    ja: { use: '損害査定人' },
  },
  {
    en: 'partner (insurers and businesses we work with), partnership',
    match: /\bpartners?(?:hips?)?\b/i,
    hi: {
      use: 'साझेदार',
      also: ['साझेदारी'],
      forbid: ['भागीदार', 'भागीदारी'],
      note: 'One word for every partner the site names: insurers, POSPs, garages, the partner banner.',
    },
    ja: { use: '提携', also: ['パートナー'], note: 'Insurers we place business with: 提携保険会社; a partner in general: パートナー or 提携先.' },
  },
  {
    en: 'business interruption (loss of profits)',
    match: /\bbusiness interruption\b/i,
    hi: { use: 'व्यवसाय व्यवधान', forbid: ['व्यवसाय रुकावट', /कारोबार(?:ी)? (?:में )?रुकावट/u, 'व्यापार अवरोध'] },
    ja: { use: '休業損害', also: ['利益保険'], forbid: ['事業中断', '営業中断'] },
  },
  {
    en: 'professional indemnity',
    match: /\bprofessional indemnity\b/i,
    hi: { use: 'पेशेवर क्षतिपूर्ति', forbid: ['व्यावसायिक क्षतिपूर्ति'], note: 'व्यावसायिक reads as “business” (business indemnity).' },
    ja: { use: '専門職業賠償責任', forbid: ['事業賠償'] },
  },
  {
    en: 'constructive total loss',
    match: /\bconstructive total loss\b/i,
    hi: {
      use: 'आन्वयिक पूर्ण हानि',
      forbid: ['रचनात्मक'],
      note: 'आन्वयिक is the legal Hindi for “constructive” (as in constructive notice); रचनात्मक means “creative”.',
    },
    ja: { use: '推定全損', forbid: ['建設的全損'] },
  },
  {
    en: 'actual total loss',
    match: /\bactual total loss\b/i,
    hi: { use: 'वास्तविक पूर्ण हानि' },
    ja: { use: '現実全損' },
  },
  {
    en: 'trade credit (insurance)',
    match: /\btrade credit\b/i,
    hi: { use: 'व्यापार क्रेडिट', forbid: ['व्यापार ऋण', 'व्यापारिक ऋण'], note: 'Credit given to buyers, not a loan taken: ऋण reads as “loan”.' },
    ja: { use: '取引信用', forbid: ['貿易ローン', '商業ローン'] },
  },
  {
    en: 'preference (a choice a visitor makes and the site keeps)',
    hi: { use: 'पसंद', forbid: ['प्राथमिकता'], note: 'प्राथमिकता means “priority”. An order of preference (IRDAI’s for reinsurance) is वरीयता क्रम.' },
    ja: { use: '設定', note: 'Your preference has been saved: 設定を保存しました.' },
  },
  {
    en: 'sum insured (general insurance)',
    match: /\bsums? insured\b/i,
    hi: { use: 'बीमित राशि', note: 'Not बीमा राशि, which is the sum assured of a life policy.' },
    ja: { use: '保険金額' },
  },
  {
    en: 'sum assured (life insurance)',
    match: /\bsums? assured\b/i,
    hi: { use: 'बीमा राशि' },
    ja: { use: '保険金額' },
  },
  {
    en: 'premium',
    match: /\bpremiums?\b/i,
    hi: { use: 'प्रीमियम', forbid: ['बीमा शुल्क', 'बीमा किस्त'] },
    ja: { use: '保険料', forbid: ['プレミアム'] },
  },
  {
    en: 'claim (on a policy)',
    hi: { use: 'दावा', also: ['दावे', 'दावों'], forbid: [/(?<![\p{L}\p{M}])क्लेम(?! बोनस)/u], note: 'क्लेम only in the names नो क्लेम बोनस and मेडिक्लेम.' },
    ja: {
      use: '請求',
      also: ['保険金請求'],
      forbid: [/クレーム(?!・ボーナス)/u],
      note: 'クレーム means a complaint in Japanese (ノー・クレーム・ボーナス is a name).',
    },
  },
  {
    en: 'policyholder',
    match: /\bpolicyholders?\b/i,
    hi: { use: 'पॉलिसीधारक', forbid: ['पॉलिसी धारक', 'पालिसीधारक'] },
    ja: { use: '保険契約者', forbid: ['ポリシーホルダー'] },
  },
  {
    en: 'the insured (the person or business covered)',
    hi: { use: 'बीमाधारक', note: 'The life assured of a life policy is बीमित व्यक्ति.' },
    ja: { use: '被保険者' },
  },
  {
    en: 'life assured',
    match: /\blife assured\b/i,
    hi: { use: 'बीमित व्यक्ति' },
    ja: { use: '被保険者' },
  },
  {
    en: 'nominee',
    match: /\bnominees?\b/i,
    hi: { use: 'नामांकित व्यक्ति', also: ['नामित व्यक्ति'], forbid: ['नॉमिनी', 'नामिती'] },
    ja: {
      use: '受取人',
      also: ['指名'],
      gloss: ['ノミニー'],
      note: 'In a life policy 保険金受取人（ノミニー）; under the DPDP Act a person nominated to act: 指名.',
    },
  },
  {
    en: 'broker, broking',
    match: /\bbrok(?:er|ers|ing)\b/i,
    hi: { use: 'ब्रोकर', also: ['ब्रोकिंग'], forbid: ['दलाल', 'दलाली'], note: 'दलाल is pejorative in everyday Hindi.' },
    ja: { use: 'ブローカー', also: ['ブローキング'], forbid: ['代理店'], note: 'An agent (代理店) acts for an insurer; a broker acts for the client.' },
  },
  {
    en: 'composite broker, composite licence',
    match: /\bcomposite\b/i,
    hi: { use: 'कंपोज़िट', forbid: ['कम्पोज़िट', 'संयुक्त ब्रोकर'] },
    ja: { use: 'コンポジット', also: ['総合保険'] },
  },
  {
    en: 'reinsurance',
    match: /\breinsurance\b/i,
    hi: { use: 'पुनर्बीमा', forbid: ['पुनः बीमा', 'री-इंश्योरेंस'] },
    ja: { use: '再保険' },
  },
  {
    en: 'reinsurer',
    match: /\breinsurers?\b/i,
    hi: { use: 'पुनर्बीमाकर्ता' },
    ja: { use: '再保険会社' },
  },
  {
    en: 'cedant (ceding insurer)',
    match: /\bcedants?\b/i,
    hi: {
      use: 'अध्यर्पक बीमाकर्ता',
      forbid: ['सीडेंट'],
      gloss: ['सीडेंट'],
      note: 'One family with अध्यर्पण (cession) and अनिवार्य अध्यर्पण (obligatory cession), IRDAI’s Hindi.',
    },
    ja: { use: '出再保険会社' },
  },
  {
    en: 'treaty (reinsurance)',
    match: /\btreat(?:y|ies)\b/i,
    hi: { use: 'संधि', forbid: ['ट्रीटी'] },
    ja: { use: '特約' },
  },
  {
    en: 'facultative (reinsurance)',
    match: /\bfacultative\b/i,
    hi: { use: 'ऐच्छिक', forbid: ['फ़ैकल्टेटिव', 'फैकल्टेटिव'] },
    ja: { use: '任意再保険' },
  },
  {
    en: 'insurer',
    match: /\binsurers?\b/i,
    hi: { use: 'बीमाकर्ता', also: ['बीमा कंपनी', 'बीमा कंपनियों', 'बीमा कंपनियाँ', 'पुनर्बीमाकर्ता'], forbid: ['इंश्योरर'] },
    ja: { use: '保険会社' },
  },
  {
    en: 'intermediary (insurance)',
    match: /\bintermediar(?:y|ies)\b/i,
    hi: {
      use: 'मध्यवर्ती',
      also: ['मध्यवर्तियों'],
      note: 'IRDAI’s बीमा मध्यवर्ती; मध्यस्थ is an arbitrator or mediator (मध्यस्थ (आर्बिट्रेटर) in the Ombudsman’s conditions).',
    },
    ja: { use: '仲介者' },
  },
  {
    en: 'peril (insured cause of loss)',
    match: /\bperils?\b/i,
    hi: { use: 'संकट', note: 'Standard Fire and Special Perils: मानक अग्नि और विशेष संकट पॉलिसी. जोखिम is “risk”.' },
    ja: { use: '危険' },
  },
  {
    en: 'endorsement (to a policy)',
    match: /\bendorsements?\b/i,
    hi: { use: 'पृष्ठांकन' },
    ja: { use: '裏書', also: ['契約内容の変更'] },
  },
  {
    en: 'third party',
    match: /\bthird[- ]part(?:y|ies)\b/i,
    hi: { use: 'तृतीय पक्ष', also: ['तृतीय-पक्ष', 'तीसरे पक्ष', 'दूसरों'], forbid: ['थर्ड-पार्टी', 'थर्ड पार्टी'] },
    ja: { use: '第三者', also: ['対人・対物'] },
  },
  {
    en: 'renewal',
    match: /\brenewals?\b/i,
    hi: { use: 'नवीनीकरण', forbid: ['नवीकरण'] },
    ja: { use: '更新', also: ['更改'] },
  },
  {
    en: 'deductible',
    match: /\bdeductibles?\b/i,
    hi: { use: 'कटौती योग्य राशि', forbid: ['डिडक्टिबल'] },
    ja: { use: '免責金額' },
  },
  {
    en: 'surrender value',
    match: /\bsurrender values?\b/i,
    hi: { use: 'अभ्यर्पण मूल्य', forbid: ['सरेंडर वैल्यू'] },
    ja: { use: '解約返戻金' },
  },
  {
    en: 'all risks (policy)',
    match: /\ball risks (?:insurance|polic(?:y|ies)|cover|basis|engineering)\b|\b(?:contractor['’]?s|erection|industrial) all risks\b/i,
    hi: { use: 'सर्व जोखिम', forbid: [/ऑल रिस्क्?स?/u] },
    ja: { use: 'オールリスク', also: ['建設工事保険', '組立保険', '建設工事・組立'] },
  },
  {
    en: 'erection (of plant)',
    match: /\berection\b/i,
    hi: { use: 'परिनिर्माण', forbid: ['इरेक्शन'] },
    ja: { use: '組立' },
  },
  {
    en: 'contractor’s all risks',
    hi: { use: 'ठेकेदार सर्व जोखिम', forbid: [/कॉन्ट्रैक्टर्?स?/u] },
    ja: { use: '建設工事保険' },
  },
  {
    en: 'public liability',
    match: /\bpublic liability\b/i,
    hi: { use: 'लोक दायित्व', forbid: ['सार्वजनिक देयता', 'सार्वजनिक दायित्व'], note: 'The name of the 1991 Act: लोक दायित्व बीमा अधिनियम.' },
    ja: { use: '賠償責任', note: 'The Act’s compulsory cover: 公衆賠償責任保険; a shop’s section: 施設賠償責任.' },
  },
  {
    en: 'own damage (motor)',
    match: /\bown[- ]damage\b/i,
    hi: { use: 'स्वयं की क्षति', forbid: ['ओन-डैमेज', 'ओन डैमेज'], gloss: ['ओन डैमेज'] },
    ja: { use: '車両損害', also: ['車両'] },
  },
  {
    en: 'no claim bonus',
    match: /\bno[- ]claims? bonus\b/i,
    hi: { use: 'नो क्लेम बोनस', forbid: ['नो-क्लेम'] },
    ja: { use: '無事故割引' },
  },
  {
    en: 'zero depreciation (add-on)',
    match: /\bzero[- ]depreciation\b/i,
    hi: { use: 'ज़ीरो डेप्रिसिएशन', forbid: ['ज़ीरो-डेप्रिसिएशन'], gloss: ['शून्य मूल्यह्रास'] },
    ja: { use: 'ゼロ・デプリシエーション', also: ['減価償却なし'] },
  },
  {
    en: 'roadside assistance',
    match: /\broadside assistance\b/i,
    hi: { use: 'रोडसाइड असिस्टेंस', forbid: ['रोडसाइड सहायता', 'सड़क किनारे सहायता'] },
    ja: { use: 'ロードサービス' },
  },
  {
    en: 'reinstatement (value)',
    match: /\breinstatement\b/i,
    hi: { use: 'पुनःस्थापन', forbid: ['पुनर्स्थापन'] },
    ja: { use: '再調達価額', also: ['新価'] },
  },
  {
    en: 'free look period',
    match: /\bfree[- ]look\b/i,
    hi: { use: 'फ़्री लुक अवधि', forbid: ['फ्री लुक'] },
    ja: { use: 'クーリングオフ期間' },
  },
  {
    en: 'head office',
    match: /\bhead office\b/i,
    hi: { use: 'प्रधान कार्यालय', forbid: ['मुख्य कार्यालय'], note: 'Also in the API’s Hindi data (Office.title). A regulator’s headquarters is its मुख्यालय.' },
    ja: { use: '本社' },
  },
  {
    en: 'registered office',
    match: /\bregistered office\b/i,
    hi: { use: 'पंजीकृत कार्यालय' },
    ja: { use: '登記上の本店' },
  },
  {
    en: 'page (of the website)',
    hi: { use: 'पेज', forbid: ['पृष्ठ'], note: 'पृष्ठ is a page of a book; पृष्ठांकन (endorsement) is another word.' },
    ja: { use: 'ページ' },
  },
  {
    en: 'Indo-Japanese',
    match: /\bIndo-Japanese\b/,
    hi: { use: 'भारतीय-जापानी', forbid: ['भारत-जापान'] },
    ja: { use: '日印' },
  },
  {
    en: 'corporate (clients, products)',
    match: /\bcorporates?\b/i,
    hi: { use: 'कॉर्पोरेट', forbid: ['कॉरपोरेट'] },
    ja: { use: '法人', also: ['大企業', '企業'] },
  },
  {
    en: 'try again',
    match: /\btry again\b/i,
    hi: { use: 'दोबारा कोशिश', forbid: ['फिर प्रयास', 'फिर से प्रयास'] },
    ja: { use: 'もう一度お試し', note: 'もう一度お試しください, もう一度お試しいただく' },
  },
  {
    en: 'news (and offers)',
    match: /\bnews\b/i,
    hi: { use: 'समाचार', forbid: ['ख़बरें', 'खबरें'] },
    ja: { use: 'ニュース' },
  },
  {
    en: 'terms and conditions',
    match: /\bterms and conditions\b/i,
    hi: { use: 'नियम और शर्तें', also: ['नियमों और शर्तों'], forbid: ['नियम एवं शर्तें', 'नियम व शर्तें'] },
    ja: { use: '利用規約', also: ['条件'] },
  },
  {
    en: 'working hours',
    match: /\bworking hours\b/i,
    hi: { use: 'कार्य-समय' },
    ja: { use: '営業時間' },
  },
  {
    en: 'grievance',
    match: /\bgrievances?\b/i,
    hi: { use: 'शिकायत' },
    ja: { use: '苦情' },
  },
  {
    en: 'Insurance Ombudsman',
    match: /\bOmbudsm[ae]n\b/,
    hi: { use: 'लोकपाल' },
    ja: { use: 'オンブズマン' },
  },
];

/**
 * Spelling: loanwords with फ़ and ज़ keep the nukta (फ़ॉर्म, फ़ोन, फ़ंड, ज़रूरी); वर्ष, not साल, in running text.
 * Each entry: a wrong form and the right one.
 */
export const HINDI_SPELLING: readonly (readonly [wrong: string, right: string])[] = [
  ['फंड', 'फ़ंड'],
  ['फ्री', 'फ़्री'],
  ['फ्लोटर', 'फ़्लोटर'],
  ['फार्म', 'फ़ॉर्म'],
  ['फॉर्म', 'फ़ॉर्म'],
  ['फोन', 'फ़ोन'],
  ['संभाल', 'सँभाल'],
];

export interface Convention {
  readonly id: string;
  readonly title: string;
  /** What translators write, in a sentence or two. */
  readonly rule: string;
  /** Locales where the check applies. */
  readonly locales: readonly Locale[];
  /** What the scan refuses (null: reviewed by a reader, not by the scan). */
  readonly refuses: RegExp | null;
}

export const CONVENTIONS: readonly Convention[] = [
  {
    id: 'time',
    title: 'Times',
    rule: 'Hindi writes the hour with its part of the day, never AM or PM: सुबह 9:00 बजे से शाम 7:00 बजे तक (सुबह until 11:59, दोपहर 12:00–15:59, शाम 16:00–19:59, रात from 20:00). The call-back slots are built by src/content/hi/time.ts. Japanese writes the 24-hour clock: 9:00～19:00, with （インド標準時） where the reader could be in Japan.',
    locales: ['hi', 'ja'],
    refuses: /\b(?:AM|PM)\b|\b[ap]\.m\.(?=\s|$)/,
  },
  {
    id: 'currency',
    title: 'Money',
    rule: 'The rupee sign before the amount, no space: ₹50,000, ₹5 करोड़, ₹50 लाख. Never “Rs.”, “Rs”, “INR” or “रु.”.',
    locales: ['hi', 'ja'],
    refuses: /\bRs\b\.?|\bINR\b|रु\./u,
  },
  {
    id: 'numbers',
    title: 'Large numbers',
    rule: 'Hindi counts in lakh and crore (96 लाख, 1.2 करोड़) and groups digits the Indian way (1,00,000); never “M”, million or मिलियन. Japanese counts in 万 and 億 (960万件). The API’s business numbers come with an “M” in both languages: each locale’s home copy (figure) turns them into its units.',
    locales: ['hi', 'ja'],
    refuses: /\d(?:[.,]\d+)?\s?[MB]\b|\bmillions?\b|\bbillions?\b|मिलियन|बिलियन|ミリオン/iu,
  },
  {
    id: 'full-stop',
    title: 'Sentence ends',
    rule: 'A Hindi sentence ends with the पूर्ण विराम “।”, never a Latin full stop (abbreviations keep theirs: सं. 381, सर्वे नं.). A Japanese sentence ends with “。”; brackets are full-width （…）.',
    locales: ['hi', 'ja'],
    refuses: /(?<!(?:सं|नं|डॉ|श्री))(?<=[\u0900-\u097F])\.(?=\s|$)|(?<=[\u3040-\u30FF\u4E00-\u9FFF])\.(?=\s|$)/u,
  },
  {
    id: 'names',
    title: 'Names and scripts',
    rule: 'Hindi pages write people’s names in Devanagari (राजेश वेंकटरमन), as the API’s Hindi data does, and so the names of the client organisations the site mentions (मालाबार कोस्ट रिसॉर्ट्स), cities, states and postal addresses (बेंगलुरु, कर्नाटक). Japanese pages write people’s and organisations’ names and postal addresses in Latin script, as the API (English on Japanese pages) sends them, and cities in running text in katakana (ベンガルール). In every language the company’s registered name (Kizuna Bharat Insurance Brokers Private Limited), brand and product names (Sakura Motors Assured) and insurers’ registered names (ICICI Lombard General Insurance) stay as registered, in Latin script.',
    locales: ['hi', 'ja'],
    refuses: null,
  },
  {
    id: 'english',
    title: 'English words',
    rule: 'No English word in a translation except the names above, the acronyms of LATIN_ALLOWED, e-mail and web addresses, and an English term given in brackets after the translated one, for a reader who meets it on an English policy document: औसत खंड (average clause). Acts, clauses and policy forms with an official English title may add it in brackets.',
    locales: ['hi', 'ja'],
    refuses: null,
  },
  {
    id: 'dates',
    title: 'Dates',
    rule: 'Hindi: 1 सितंबर 2026 (not 01/09/2026, which Japanese and American readers take for January). Japanese: 2026年9月1日. Both through Intl (formatFor) where the date comes from data.',
    locales: ['hi', 'ja'],
    refuses: null,
  },
];

/**
 * Latin-script words a translation may contain outside brackets (case as written): acronyms, and
 * names that are the same in every language. Names of insurers, brands and people come from the
 * English copy itself (see tests/i18n/termbase.test.ts).
 */
export const LATIN_ALLOWED: Readonly<Record<Locale, readonly string[]>> = {
  hi: [
    // Acronyms a Hindi reader meets as they are.
    'IRDAI',
    'IRDA',
    'TRAI',
    'DPDP',
    'PAN',
    'KYC',
    'ULIP',
    'NAV',
    'TPA',
    'FIR',
    'RC',
    'SMS',
    'OTP',
    'PIN',
    // Do Not Disturb: TRAI's register of numbers that refuse promotional calls, named so on its forms.
    'DND',
    'CIN',
    'GIC',
    'Re',
    'ISO',
    'CSR',
    'CV',
    'PDF',
    'EV',
    'IT',
    'EPC',
    'SRCC',
    'IDV',
    'LIC',
    'NCDRC',
    'PMJJBY',
    'PMSBY',
    'WCAG',
    'AA',
    'A',
    'B',
    'C',
    'CAPTCHA',
    'POSP',
    'CFO',
    'ICU',
    'eIA',
    'WhatsApp',
    'JavaScript',
    'Google',
    'Maps',
    'D',
    'XI',
    'UM',
    'VB',
    'U',
    // The site's storage keys, named in the privacy notice.
    'cookieConsent',
    'site-locale',
  ],
  ja: [
    'IRDAI',
    'TRAI',
    'PAN',
    'KYC',
    'OTP',
    'PIN',
    'SMS',
    'DND',
    'CIN',
    'GIC',
    'Re',
    'ISO',
    'CSR',
    'EPC',
    'CGL',
    'PL',
    'IT',
    'SRCC',
    'EV',
    'CAPTCHA',
    'POSP',
    'CFO',
    'D',
    'U',
    'WhatsApp',
    'JavaScript',
    'Google',
    'Cookie',
    // Official names of standard Indian policies (Japanese keeps them in Latin script).
    'Bharat',
    'Sookshma',
    'Laghu',
    'Udyam',
    'Suraksha',
    'Griha',
    'Raksha',
  ],
};

/** Brands and registered names the copy uses besides insurers and products (which come from the English copy): their Latin names stay. */
export const LATIN_NAMES: readonly string[] = ['Sakura Motors', 'Bajaj Allianz'];

/**
 * The officers' statutory titles, the same wherever an officer is named: the rendering per language,
 * and the titles no one may be given, are src/config/statutory.ts's (their one source); the scan
 * refuses the forbidden ones in every translation.
 */
export const OFFICER_TITLES: readonly { readonly en: string; readonly hi: string; readonly ja: string }[] = Object.values(STATUTORY_TITLES);
export const FORBIDDEN_OFFICER_TITLES: Readonly<Record<Locale, readonly string[]>> = { hi: FORBIDDEN_TITLES.hi, ja: FORBIDDEN_TITLES.ja };
