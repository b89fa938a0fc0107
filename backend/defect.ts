/**
 * The switchable defects of the reference backend: each breaks one rule of the contract (or, for
 * the kit's robustness, misbehaves on the wire), so that the mutation test can prove the
 * conformance kit catches it. `backend/defects.ts` is the table that ties each rule of the
 * contract to its defect and to the kit checks that must fail. A clean backend has none.
 */
import type { Json } from '../scripts/contract-verify/contract';

export const NAMED_DEFECTS = {
  // CORS
  'cors-localhost-only': 'allows only the development origin (a hard-coded allow-list)',
  'cors-reflects-any-origin': 'echoes any Origin, with Access-Control-Allow-Credentials: true',
  'cors-no-vary-origin': 'echoes an allowed origin without Vary: Origin',
  'cors-missing-on-errors': 'error answers (4xx) carry no Access-Control-Allow-Origin',
  'cors-no-vary-without-origin': 'a request without Origin is answered without Vary: Origin',
  'media-without-cors': 'files are sent without CORS headers',
  'preflight-foreign-allowed': 'a preflight from an origin that is not allowed gets 204 with the Access-Control-Allow-* headers',
  'preflight-foreign-leaks-headers': 'a preflight from an origin that is not allowed gets 403 but with Access-Control-Allow-Methods',
  'preflight-no-max-age': 'an allowed preflight has no Access-Control-Max-Age',
  'preflight-no-allow-methods': 'an allowed preflight has no Access-Control-Allow-Methods',
  'preflight-no-content-type': 'an allowed preflight does not allow the Content-Type header',
  'preflight-no-accept-language': 'an allowed preflight does not allow the Accept-Language header',
  'preflight-no-conformance-header': 'an allowed preflight does not allow the X-Conformance-Test header',
  // Methods and paths
  'allow-wrong-methods': 'Allow on 405 and OPTIONS names POST on every path',
  'unknown-method-404': 'a method a path does not answer gets 404 instead of 405',
  'options-without-allow': 'OPTIONS without a preflight answers 204 without Allow',
  'head-without-language': 'HEAD answers of the lists lack Content-Language (the GET has it)',
  'head-missing': 'HEAD answers 405 on lists and files',
  'trailing-slash-redirect': 'a path without its trailing slash is redirected (301) to the path with it',
  'trailing-slash-served': 'a path without its trailing slash is served like the path with it',
  'unknown-path-html': 'an unknown /api/ path answers 404 with an HTML page',
  // Bodies
  'no-body-limit': 'no body limit: a body over x-limits.maxBodyBytes is parsed and answered 400',
  'body-limit-too-low': "bodies over 64 KiB get 413, below the contract's limit",
  'accepts-any-media-type': 'a body that is not application/json is parsed as JSON anyway',
  'invalid-json-500': 'a malformed JSON body answers 500',
  'invalid-json-as-validation-error': 'a malformed or empty JSON body answers 400 validation_error without fields',
  'empty-body-500': 'an empty body answers 500',
  'proto-500': 'a body with a __proto__ key answers 500',
  // Error.fields
  'fields-missing': 'validation errors carry no fields',
  'fields-as-strings': 'fields hold plain messages (the old shape) instead of {reason, message}',
  'fields-json-pointers': 'fields are keyed by JSON pointers (/consent/purposes) instead of dotted paths',
  'fields-parent-key': 'an unknown property is reported under its parent object, not its own name',
  'fields-root-key-body': 'a problem with the body as a whole is reported under "body" instead of ""',
  'reason-always-invalid': 'every reason is "invalid"',
  'reason-pattern-for-length': 'a length problem is reported with reason pattern',
  'fields-extra-problem': 'every 400 also reports the name field as too long',
  'messages-hindi-labelled-en': 'error messages are Hindi when asked, but Content-Language says en',
  // Lengths
  'length-in-bytes': 'maxLength counted in UTF-8 bytes',
  'length-in-utf16': 'maxLength counted in UTF-16 code units',
  'length-in-graphemes': 'maxLength counted in grapheme clusters (user-perceived characters)',
  // Business rules
  'slot-accepts-begun': 'accepts a slot that began long ago',
  'slot-refuses-all': 'accepts only asap: every slot is refused',
  'slot-accepts-any-day': 'accepts a slot on any day (weekends, next week)',
  'slot-no-skew-allowance': 'refuses a slot that began a minute ago',
  'consent-mismatch-accepted': 'accepts newsletter and consent.purposes that disagree',
  'references-wrong-format': "references are REF-<n> instead of the contract's format",
  'accepted-body-off-schema': 'a valid submission answers 201 {"status": "ok"}, outside SubmissionAccepted',
  // Lists and languages
  'refuses-hindi': 'Accept-Language: hi is refused with 406',
  'accept-language-422': 'an Accept-Language other than en or hi is refused with 422',
  'accept-language-first-listed': 'answers the first listed language, ignoring q-values',
  'accept-language-exact-only': 'hi-IN does not match hi',
  'accept-language-star-hindi': '* chooses Hindi',
  'accept-language-q0-ignored': 'q=0 does not exclude a language',
  'hindi-empty-texts': 'Hindi answers leave the texts of their first item empty',
  'hindi-translated-keys': 'Hindi answers translate key fields (Office.city, ClientRecord.category)',
  'hindi-labelled-en': 'Hindi answers say Content-Language: en',
  'language-changes-items': 'in Hindi the first service has an image of its own and every other list leaves its first item out',
  // Files
  'html-labelled-pdf': 'a compliance file is an HTML page labelled application/pdf',
  'missing-file-200-html': 'a file that does not exist answers 200 with an HTML page',
  'bad-file-name-422': 'a compliance file name that is not a PDF name answers 422',
  'file-traversal': 'a compliance file name with ../ serves the file it points to',
  'media-octet-stream': 'videos and images are sent as application/octet-stream',
  'pdf-disposition-swapped': 'compliance files are attachments and the CSR policy opens inline',
  'csr-disposition-no-filename': 'the CSR policy is an attachment without its file name',
  // Rate limits
  'rate-limit-no-retry-after': 'a 429 has no Retry-After',
  // Not defects: conformant variants the kit must pass
  'ok-200-empty-object': 'successful submissions answer 200 {} (conformant)',
  'ok-200-text': 'successful submissions answer 200 text/plain (conformant)',
  'absolute-and-relative-files': 'compliance file references are absolute URLs and paths without the leading slash (conformant)',
  'english-only': 'has no Hindi: answers every language in English, saying Content-Language: en (conformant)',
  'empty-lists': 'every list is empty (conformant, with warnings)',
  // The wire (the kit's robustness, not rules of the contract)
  'slow-offices': '/api/offices/ answers after delayMs',
  'hanging-offices': '/api/offices/ never answers',
  'reset-offices': '/api/offices/ resets the connection',
} as const;

export type NamedDefect = keyof typeof NAMED_DEFECTS;

/** A constraint keyword of a request schema left out (`required` drops the field from its parent's list). */
export interface Relax {
  relax: { path: string; field: string; keyword: string };
}

/** A response header the contract requires, left out of one operation's answers with one status. */
export interface DropHeader {
  dropHeader: { path: string; status: number; header: string };
}

/** One allowed value of a request field (an enum value, or `asap`) refused with 400. */
export interface RefuseValue {
  refuseValue: { path: string; field: string; value: Json };
}

/** The files one field of one list names answer 404. */
export interface MissingFiles {
  missingFiles: { path: string; field: string };
}

/** A list whose items lose their first required field (the list's schema broken). */
export interface BreakList {
  breakList: { path: string };
}

export type Defect = NamedDefect | Relax | DropHeader | RefuseValue | MissingFiles | BreakList;

export function defectId(defect: Defect): string {
  if (typeof defect === 'string') return defect;
  if ('relax' in defect) return `relax ${defect.relax.path} ${defect.relax.field || '(root)'} ${defect.relax.keyword}`;
  if ('dropHeader' in defect) return `drop ${defect.dropHeader.header} from ${defect.dropHeader.status} of ${defect.dropHeader.path}`;
  if ('refuseValue' in defect) return `refuse ${defect.refuseValue.field}=${JSON.stringify(defect.refuseValue.value)} on ${defect.refuseValue.path}`;
  if ('missingFiles' in defect) return `404 for the files ${defect.missingFiles.path} names in ${defect.missingFiles.field}`;
  return `items of ${defect.breakList.path} without their first required field`;
}

/** The defects a backend runs with, asked by the code that implements each. */
export class Defects {
  private readonly named = new Set<NamedDefect>();
  readonly relaxed: Relax['relax'][] = [];
  readonly dropped: DropHeader['dropHeader'][] = [];
  readonly refused: RefuseValue['refuseValue'][] = [];
  readonly missing: MissingFiles['missingFiles'][] = [];
  readonly brokenLists: string[] = [];

  constructor(defects: readonly Defect[] = []) {
    for (const d of defects) {
      if (typeof d === 'string') this.named.add(d);
      else if ('relax' in d) this.relaxed.push(d.relax);
      else if ('dropHeader' in d) this.dropped.push(d.dropHeader);
      else if ('refuseValue' in d) this.refused.push(d.refuseValue);
      else if ('missingFiles' in d) this.missing.push(d.missingFiles);
      else this.brokenLists.push(d.breakList.path);
    }
  }

  has(name: NamedDefect): boolean {
    return this.named.has(name);
  }

  drops(path: string, status: number, header: string): boolean {
    return this.dropped.some((d) => d.path === path && d.status === status && d.header.toLowerCase() === header.toLowerCase());
  }
}
