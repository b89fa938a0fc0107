import { complianceText } from '@/content/compliance';

/** UI copy of the Compliance page, letter for letter from part 2 §2 and §8 (English; other languages in src/content/<locale>/compliance.ts). */
export const COMPLIANCE_MESSAGES = complianceText.messages;
