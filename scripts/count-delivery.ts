/**
 * `npm run count:delivery`: the lines of code of the delivery machinery (blank lines and comments
 * out), the figure README's scripts table gives and docs/delivery.md keeps under 700. The machinery
 * is what makes and serves the pages beside the app itself: the pre-render, the nginx runner, the
 * build's plugins and configs, the app's boot and head code, and every script inlined into a page
 * or read from the page's HTML. `--files` lists each file's count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : walk(path);
    return [relative(root, path)];
  });
}

/** What counts: the folders and files the delivery machinery lives in, and inline or early-read modules anywhere in src/. */
export const DELIVERY_FILES = (files: readonly string[]): string[] =>
  files
    .filter(
      (f) =>
        /^scripts\/prerender[^/]*\.ts$/.test(f) ||
        f === 'scripts/nginx.ts' ||
        (f.startsWith('scripts/delivery/') && f.endsWith('.ts')) ||
        f === 'vite.config.ts' ||
        /^src\/app\/[^/]+\.ts$/.test(f) ||
        // The head tags, a component (JSX) since React renders them, in place of a head writer and a hook of .ts code.
        f === 'src/app/document-head.tsx' ||
        /^src\/.*\.(inline|early-read)\.ts$/.test(f),
    )
    .sort();

/** Lines holding a token: every non-blank line a token spans (a template string's lines included), never a comment. */
export function codeLines(text: string, fileName = 'file.ts'): number {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const lines = new Set<number>();
  const visit = (node: ts.Node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    const children = node.getChildren(source);
    if (children.length === 0 && node.kind !== ts.SyntaxKind.EndOfFileToken) {
      const from = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const to = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      for (let line = from; line <= to; line++) lines.add(line);
    }
    children.forEach(visit);
  };
  visit(source);
  const all = text.split('\n');
  return [...lines].filter((line) => (all[line] ?? '').trim() !== '').length;
}

if (process.argv[1] === import.meta.filename) {
  const files = DELIVERY_FILES([...walk(join(root, 'scripts')), ...walk(join(root, 'src')), 'vite.config.ts']);
  let total = 0;
  for (const file of files) {
    const count = codeLines(readFileSync(join(root, file), 'utf8'), file);
    total += count;
    if (process.argv.includes('--files')) console.log(`${String(count).padStart(5)}  ${file}`);
  }
  console.log(`${total} lines of code in the delivery machinery (${files.length} files)`);
}
