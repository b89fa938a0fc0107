import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The import-boundary messages ESLint gives a file of `source` at `path` (the file need not exist). */
async function boundaryMessages(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(root, path) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// Loading the ESLint config takes a moment on a busy machine.
describe('import boundaries (eslint.config.js)', { timeout: 60_000 }, () => {
  it('reports a feature that imports a page', async () => {
    const messages = await boundaryMessages(
      'src/features/demo/uses-a-page.ts',
      "import { Component } from '@/pages/home/page';\nexport const page = Component;\n",
    );
    expect(messages).toEqual([expect.stringContaining('Features never import pages')]);
  });

  it('reports a page that imports another page', async () => {
    const messages = await boundaryMessages('src/pages/careers/uses-home.ts', "import { Hero } from '@/pages/home/Hero';\nexport const hero = Hero;\n");
    expect(messages).toEqual([expect.stringContaining('Pages never import the app layer or another page')]);
  });

  it('reports a component that imports a feature, and a relative import out of its folder', async () => {
    const source =
      "import { useCountUp } from '@/features/count-up/use-count-up';\nimport { Modal } from '../components/Modal';\nexport const both = [useCountUp, Modal];\n";
    const messages = await boundaryMessages('src/components/Demo.tsx', source);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('components, lib, config and content sit at the bottom');
    expect(messages[1]).toContain('Import through the @/ alias');
  });

  it('accepts imports that run one way, through the alias', async () => {
    const source =
      "import { Modal } from '@/components/Modal';\nimport { useCountUp } from '@/features/count-up/use-count-up';\nimport { Hero } from './Hero';\nexport const ok = [Modal, useCountUp, Hero];\n";
    expect(await boundaryMessages('src/pages/home/Demo.tsx', source)).toEqual([]);
  });

  it('reports lib or config importing content (the lowest layer knows no copy)', async () => {
    const messages = await boundaryMessages('src/lib/uses-copy.ts', "import { FORM_TEXT } from '@/content/forms';\nexport const text = FORM_TEXT;\n");
    expect(messages).toEqual([expect.stringContaining('lib and config are the lowest layer')]);
    expect(await boundaryMessages('src/config/uses-copy.ts', "import { FORM_TEXT } from '@/content/forms';\nexport const text = FORM_TEXT;\n")).toHaveLength(1);
  });

  it("reports a feature using another feature's private module, and accepts its declared public ones", async () => {
    const inside =
      "import { useSubmission } from '@/features/submission/use-submission';\nimport { submitEnquiry } from '@/features/enquiry/api/submit-enquiry';\nexport const both = [useSubmission, submitEnquiry];\n";
    const messages = await boundaryMessages('src/features/demo/Form.tsx', inside);
    expect(messages).toEqual([expect.stringContaining("through that feature's declared public modules")]);
    expect(messages[0]).toContain('FEATURE_API');
  });

  it('reports a step reaching into the app past the seams, or importing another step file', async () => {
    const source =
      "import { api } from '@/lib/api-client';\nimport '../steps/common.steps';\nimport { routes } from '@/config/paths';\nexport const both = [api, routes];\n";
    const messages = await boundaryMessages('features/steps/demo.steps.ts', source);
    expect(messages).toEqual([expect.stringContaining('only through features/support/seams.ts'), expect.stringContaining('never imports another')]);
    expect(await boundaryMessages('features/support/seams-demo.ts', "export { api } from '@/lib/api-client';\n")).toHaveLength(1);
  });

  it('reports an import circle, dynamic imports included', async () => {
    // The cycle rule reads the files it follows from disk: a real pair of modules, removed after.
    const dir = await mkdtemp(join(root, 'src/lib/cycle-fixture-'));
    try {
      await writeFile(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      await writeFile(join(dir, 'b.ts'), "export const b = () => import('./a');\n");
      const results = await eslint.lintFiles([join(dir, 'a.ts'), join(dir, 'b.ts')]);
      const cycles = results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'import-x/no-cycle'));
      expect(cycles.length).toBe(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
