/**
 * Where the mock API (Prism behind scripts/mock-language.ts) cannot be a conformant backend, and
 * the conformance kit therefore fails it on purpose. Each gap says why; kit-cli.test.ts fails on a
 * failure that is not listed here, and on a gap that is no longer seen (then it goes from the list).
 */
import type { CheckKind } from '../../scripts/contract-verify/derive';

export interface MockGap {
  kinds: CheckKind[];
  /** What the kit says about it. */
  detail: RegExp;
  why: string;
}

export const MOCK_GAPS: MockGap[] = [];
