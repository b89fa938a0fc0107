/**
 * The texts of the backend's error answers, in each language it answers in. The contract keeps
 * them for logs and people reading the API (the site shows its own text per field and reason), so
 * one message per reason is enough.
 */
import type { Language } from './contract';

export type Reason =
  | 'required'
  | 'type'
  | 'minLength'
  | 'maxLength'
  | 'pattern'
  | 'format'
  | 'enum'
  | 'const'
  | 'minItems'
  | 'maxItems'
  | 'uniqueItems'
  | 'contains'
  | 'additionalProperties'
  | 'slot_unavailable'
  | 'consent_mismatch';

export type Code =
  'validation_error' | 'invalid_json' | 'not_found' | 'method_not_allowed' | 'payload_too_large' | 'unsupported_media_type' | 'rate_limited' | 'server_error';

export const REASON_MESSAGES: Record<Language, Record<Reason, string>> = {
  en: {
    required: 'This field is required.',
    type: 'This value has the wrong type.',
    minLength: 'This text is too short.',
    maxLength: 'This text is too long.',
    pattern: 'This value is not in the expected format.',
    format: 'This value is not in the expected format.',
    enum: 'This value is not one of the allowed values.',
    const: 'This value is not the one required.',
    minItems: 'This list has too few items.',
    maxItems: 'This list has too many items.',
    uniqueItems: 'This list repeats an item.',
    contains: 'This list lacks an item it must hold.',
    additionalProperties: 'This field is not expected.',
    slot_unavailable: 'Please choose a time within working hours that has not passed.',
    consent_mismatch: 'newsletter must be true exactly when consent.purposes lists marketing.',
  },
  hi: {
    required: 'यह फ़ील्ड आवश्यक है।',
    type: 'इस मान का प्रकार गलत है।',
    minLength: 'यह पाठ बहुत छोटा है।',
    maxLength: 'यह पाठ बहुत लंबा है।',
    pattern: 'यह मान अपेक्षित प्रारूप में नहीं है।',
    format: 'यह मान अपेक्षित प्रारूप में नहीं है।',
    enum: 'यह मान अनुमत मानों में से नहीं है।',
    const: 'यह मान आवश्यक मान नहीं है।',
    minItems: 'इस सूची में बहुत कम आइटम हैं।',
    maxItems: 'इस सूची में बहुत अधिक आइटम हैं।',
    uniqueItems: 'इस सूची में कोई आइटम दोहराया गया है।',
    contains: 'इस सूची में एक आवश्यक आइटम नहीं है।',
    additionalProperties: 'यह फ़ील्ड अपेक्षित नहीं है।',
    slot_unavailable: 'कृपया कार्य-समय के भीतर ऐसा समय चुनें जो बीता न हो।',
    consent_mismatch: 'newsletter तभी true हो जब consent.purposes में marketing हो।',
  },
};

export const CODE_MESSAGES: Record<Language, Record<Code, string>> = {
  en: {
    validation_error: 'Some fields are invalid.',
    invalid_json: 'The body is not valid JSON.',
    not_found: 'Nothing is here.',
    method_not_allowed: 'This path does not answer this method.',
    payload_too_large: 'The request is too large.',
    unsupported_media_type: 'Send the submission as application/json.',
    rate_limited: 'Too many requests. Please try again later.',
    server_error: 'Something went wrong on our side. Please try again later.',
  },
  hi: {
    validation_error: 'कुछ फ़ील्ड अमान्य हैं।',
    invalid_json: 'यह मान्य JSON नहीं है।',
    not_found: 'यहाँ कुछ नहीं है।',
    method_not_allowed: 'यह पथ इस विधि का उत्तर नहीं देता।',
    payload_too_large: 'अनुरोध बहुत बड़ा है।',
    unsupported_media_type: 'कृपया application/json भेजें।',
    rate_limited: 'बहुत अधिक अनुरोध। कृपया बाद में फिर प्रयास करें।',
    server_error: 'हमारी ओर से कुछ गलत हो गया। कृपया बाद में फिर प्रयास करें।',
  },
};
