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
    const messages = await boundaryMessages('src/features/demo/uses-a-page.ts', "import { Component } from '@/pages/home/page';\nexport const page = Component;\n");
    expect(messages).toEqual([expect.stringContaining('Features never import pages')]);
  });

  it('reports a page that imports another page', async () => {
    const messages = await boundaryMessages('src/pages/careers/uses-home.ts', "import { Hero } from '@/pages/home/Hero';\nexport const hero = Hero;\n");
    expect(messages).toEqual([expect.stringContaining('Pages never import the app layer or another page')]);
  });

  it('reports a component that imports a feature, and a relative import out of its folder', async () => {
    const source = "import { useCountUp } from '@/features/count-up/use-count-up';\nimport { Modal } from '../components/Modal';\nexport const both = [useCountUp, Modal];\n";
    const messages = await boundaryMessages('src/components/Demo.tsx', source);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('components, lib, config and content sit at the bottom');
    expect(messages[1]).toContain('Import through the @/ alias');
  });

  it('accepts imports that run one way, through the alias', async () => {
    const source = "import { Modal } from '@/components/Modal';\nimport { useCountUp } from '@/features/count-up/use-count-up';\nimport { Hero } from './Hero';\nexport const ok = [Modal, useCountUp, Hero];\n";
    expect(await boundaryMessages('src/pages/home/Demo.tsx', source)).toEqual([]);
  });
});
