import type { Translated } from '@/content/catalog';

/** अनुपालन पेज के अपने शब्द, हिन्दी में (दस्तावेज़ों के शीर्षक और विवरण API से आते हैं)। */
export const complianceText: Translated<'compliance'> = {
  messages: {
    subtitle: 'सभी नियामकीय और अनुपालन दस्तावेज़ एक ही जगह',
    errorTitle: 'दस्तावेज़ लोड नहीं हो सके',
    errorText: 'अनुपालन दस्तावेज़ लोड नहीं हो सके। कृपया कुछ देर बाद दोबारा कोशिश करें।',
    retry: 'दोबारा कोशिश करें',
    emptyTitle: 'कोई दस्तावेज़ उपलब्ध नहीं है',
    emptyText: 'अनुपालन दस्तावेज़ों के लिए कुछ समय बाद फिर देखें',
    downloadFailed: 'दस्तावेज़ डाउनलोड नहीं हो सका। कृपया दोबारा कोशिश करें।',
    missingOnDownload: 'यह दस्तावेज़ डाउनलोड के लिए उपलब्ध नहीं है।',
    missingOnView: 'यह दस्तावेज़ देखने के लिए उपलब्ध नहीं है।',
  },
  listLabel: 'अनुपालन दस्तावेज़',
  loading: 'अनुपालन दस्तावेज़ लोड हो रहे हैं',
  view: 'देखें',
  download: 'डाउनलोड करें',
  forTitle: (title) => `: ${title}`,
  dismiss: 'बंद करें',
  dismissHidden: (title) => `: ${title} का संदेश`,
  titleFallback: 'अनुपालन दस्तावेज़',
};
