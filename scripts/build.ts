/**
 * Production build: the Astro site into dist/, inline scripts moved into files (strict CSP),
 * modulepreload links for the islands hydrated at once (scripts/lib/module-preloads.ts), and the
 * booking widget bundle into dist/widget/ when the widget exists.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { externalizeInlineScripts } from './lib/externalize-inline-scripts.ts';
import { addModulePreloads } from './lib/module-preloads.ts';
import { run } from './lib/run.ts';

const DIST = 'dist';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

export async function externalizeDistScripts(dist = DIST): Promise<number> {
  const outDir = join(dist, '_astro');
  await mkdir(outDir, { recursive: true });
  const written = new Set<string>();
  for (const file of await htmlFiles(dist)) {
    const { html, scripts } = externalizeInlineScripts(await readFile(file, 'utf8'));
    for (const script of scripts) {
      if (!written.has(script.fileName)) {
        await writeFile(join(outDir, script.fileName), script.content);
        written.add(script.fileName);
      }
    }
    await writeFile(file, html);
  }
  return written.size;
}

/** Adds the modulepreload links of every page's eager islands; returns how many pages got some. */
export async function addDistModulePreloads(dist = DIST): Promise<number> {
  const read = (path: string) => {
    const file = join(dist, path);
    return path.startsWith('/_astro/') && existsSync(file) ? readFileSync(file, 'utf8') : null;
  };
  let pages = 0;
  for (const file of await htmlFiles(dist)) {
    const html = await readFile(file, 'utf8');
    const preloaded = addModulePreloads(html, read);
    if (preloaded !== html) {
      await writeFile(file, preloaded);
      pages += 1;
    }
  }
  return pages;
}

export async function build(): Promise<void> {
  await run('astro', ['build']);
  const moved = await externalizeDistScripts();
  console.log(`[build] moved ${moved} distinct inline script(s) into dist/_astro`);
  const preloaded = await addDistModulePreloads();
  console.log(`[build] modulepreload links added to ${preloaded} page(s) with islands hydrated at once`);
  if (existsSync('widget/vite.config.ts')) {
    await run('vite', ['build', '--config', 'widget/vite.config.ts']);
  }
}

if (import.meta.main) {
  await build();
}
