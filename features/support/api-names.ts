import { defineParameterType } from '@cucumber/cucumber';
import { escapeRegExp } from './regexp';

/** The backend calls as the features name them (a form's name stands for the call it sends). */
export const API_CALLS: Record<string, string> = {
  services: '/api/services/',
  offices: '/api/offices/',
  'board of directors': '/api/board-of-directors/',
  'key management team': '/api/key-management-team/',
  contact: '/api/contact/',
  'contact call': '/api/contact/',
  'business numbers': '/api/list-business-numbers/',
  enquiry: '/api/submit-insurance-section-form/',
  'POSP application': '/api/submit-posp-form/',
  POSP: '/api/submit-posp-form/',
  'client logos': '/api/logos/',
  testimonials: '/api/testimonials/',
  careers: '/api/careers/',
  'compliance documents': '/api/compliances/',
  'CSR initiatives': '/api/csr/',
  'data request': '/api/data-requests/',
  grievance: '/api/grievances/',
  'call-back request': '/api/callback-requests/',
  'call-back': '/api/callback-requests/',
};

export function apiPathOf(name: string): string {
  const path = API_CALLS[name];
  if (!path) throw new Error(`Unknown backend call "${name}"; known: ${Object.keys(API_CALLS).join(', ')}`);
  return path;
}

/** A backend call named as above: `{api}` in a step gives its name and path. */
export interface ApiCall {
  name: string;
  path: string;
}

defineParameterType({
  name: 'api',
  // Longest first, so that "POSP application" is not read as "POSP" followed by more words.
  regexp: new RegExp(
    Object.keys(API_CALLS)
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|'),
  ),
  transformer: (name: string): ApiCall => ({ name, path: apiPathOf(name) }),
});
