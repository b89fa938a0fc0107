/** Walking a build folder (dot-folders such as .vite/ are never part of what is served). */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir`, absolute paths, skipping dot-files and dot-folders. */
export function servedFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...servedFiles(path));
    else if (entry.isFile()) out.push(path);
  }
  return out.sort();
}

export function htmlFiles(dir: string): string[] {
  return servedFiles(dir).filter((f) => f.endsWith('.html'));
}
