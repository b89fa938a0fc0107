/**
 * Where the mock API (Prism behind scripts/mock-language.ts) cannot be a conformant backend, and
 * the conformance kit therefore fails it on purpose. Each gap says why; kit-cli.test.ts fails on a
 * failure that is not listed here, and on a gap that is no longer seen (then it goes from the list).
 * (The proxy itself answers what Prism cannot: 405, HEAD, OPTIONS, 413, invalid_json, Max-Age, files.)
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
    kinds: ['cors-preflight-foreign'],
    detail: /contract says 403 \(it is allowed/,
    why: 'the mock allows every origin by echoing it, so a foreign preflight succeeds (a server allowing every origin answers *)',
  },
];
