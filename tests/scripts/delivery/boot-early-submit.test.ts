// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compileInline, inlineModules } from '../../../scripts/delivery/inline-scripts';
import { SUBMIT_QUEUED_ATTRIBUTE } from '@/features/submission/early-submit';

/** The boot script every page inlines holds a submit pressed before the page is interactive (docs/adr/0003-queue-early-submits.md). */
describe('the inline boot script', { timeout: 120_000 }, () => {
  it('installs the early-submit listener, ahead of waiting for the page to load', async () => {
    const file = inlineModules().boot;
    if (!file) throw new Error('no boot.inline.ts');
    const code = await compileInline(file);
    const listener = code.indexOf(SUBMIT_QUEUED_ATTRIBUTE);
    expect(listener, 'the queued-submit attribute in the compiled boot script').toBeGreaterThan(0);
    expect(code).toContain('stopImmediatePropagation');
    expect(listener).toBeLessThan(code.indexOf('`load`') === -1 ? code.indexOf('"load"') : code.indexOf('`load`'));
  });
});
