/**
 * Where the mock API (Prism behind scripts/mock-language.ts) cannot be a conformant backend, and
 * the conformance kit therefore fails it on purpose. Each gap says why; kit-cli.test.ts fails on a
 * failure that is not listed here, and on a gap that is no longer seen (then it goes from the list).
 * The proxy could close most of them (docs/backend.md, "How the kit itself is tested").
 */
import type { CheckKind } from '../../scripts/contract-verify/derive';

export interface MockGap {
  kinds: CheckKind[];
  /** What the kit says about it. */
  detail: RegExp;
  why: string;
}

export const MOCK_GAPS: MockGap[] = [
  {
    kinds: ['rejects-invalid', 'accepts-body-size', 'accepts-valid', 'accepts-variant', 'accepts-limits'],
    detail: /^fields (names|also names) |^fields\["/,
    why: "Prism answers every invalid body with the contract's 400 example, whose fields name the example's fields, not the offending one (its own findings go in the sl-violations header)",
  },
  {
    kinds: ['rejects-invalid'],
    detail: /^status 20\d, contract says 400$/,
    why: 'Prism checks the schema only: the rules a schema cannot state (call-back slots, newsletter against consent) are a backend’s',
  },
  {
    kinds: ['rejects-json'],
    detail: /contract says invalid_json/,
    why: 'Prism answers malformed JSON with a body of its own ({"error": …}) and an empty body as a validation error',
  },
  { kinds: ['rejects-too-large'], detail: /^status 400, contract says 413$/, why: 'Prism has no body limit' },
  { kinds: ['options-allow'], detail: /^status 405, contract says 200 or 204$/, why: 'Prism answers OPTIONS without a preflight 405' },
  {
    kinds: ['cors-preflight'],
    detail: /Access-Control-Max-Age is null, contract says 600/,
    why: 'Prism answers preflights itself, without Access-Control-Max-Age',
  },
  {
    kinds: ['cors-preflight-foreign'],
    detail: /contract says 403 \(it is allowed/,
    why: 'the mock allows every origin by echoing it, so a foreign preflight succeeds (a server allowing every origin answers *)',
  },
];
