// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compileInlineScripts } from '../../../scripts/delivery/inline-scripts';

/** The scripts the pages inline come from their modules (`*.inline.ts`), compiled into one self-contained statement each. */
describe('inline scripts', { timeout: 120_000 }, () => {
  it('are the consent flag, the boot script and the early reads, each one minified expression that imports and exports nothing', async () => {
    const scripts = await compileInlineScripts();
    expect(Object.keys(scripts).sort()).toEqual(['boot', 'consent-flag', 'early-reads']);
    for (const [name, code] of Object.entries(scripts)) {
      expect(code, name).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\);$/);
      expect(code, name).not.toMatch(/\bimport\b|\bexport\b|\n/);
    }
  });

  it('carry the rules they import, not copies: the API base rule and the read key of src/lib', async () => {
    const { 'early-reads': earlyReads = '' } = await compileInlineScripts();
    expect(earlyReads).toContain('`3000`');
    expect(earlyReads).toContain('__earlyReads');
    expect(earlyReads).toContain('http://relative.invalid/');
  });
});
