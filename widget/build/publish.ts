/**
 * Vite plugin of the widget build: the entry is written under a content-hashed, immutable name
 * (`booking.<hash>.js`, which the lazy chunks import), `booking.js` becomes the one-line moving
 * 'latest' module that imports it, and `manifest.json` lists the Subresource Integrity of every
 * file, so a host can pin the version it tested:
 *
 *   <script type="module" src=".../widget/booking.Bx3f9c2a.js" integrity="sha384-…" crossorigin="anonymous">
 *
 * Lazily loaded chunks already have content-hashed names; their integrity is listed too, for
 * hosts that pin them with an import map's `integrity` section.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

export const ENTRY_FILE = 'booking.js';

export function integrityOf(source: string | Uint8Array): string {
  return `sha384-${createHash('sha384').update(source).digest('base64')}`;
}

/** Every .js file under `dir`, as paths relative to it with '/' separators. */
function scriptsUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/** The content-hashed entry Vite wrote (`booking.<hash>.js`, the chunks import it by that name). */
export const HASHED_ENTRY = /^booking\.[A-Za-z0-9_-]{8,10}\.js$/;

/**
 * After the files are written: `booking.js`, the moving 'latest' entry, becomes a one-line module
 * importing the content-hashed entry, and the manifest lists the integrity of every file from the
 * bytes the server will send (not from the bundle in memory, which Vite still changes after the
 * plugins' generateBundle: its preload placeholders).
 */
export function publishWritten(dir: string, version: string): { pinned: string; integrity: string } {
  const entries = readdirSync(dir).filter((name) => HASHED_ENTRY.test(name));
  if (entries.length !== 1 || entries[0] === undefined) {
    throw new Error(
      `widget build: expected one booking.<hash>.js in ${dir}, found ${entries.join(', ') || 'none'}`,
    );
  }
  const pinned = entries[0];
  writeFileSync(join(dir, ENTRY_FILE), `import"./${pinned}";\n`);
  const files: Record<string, string> = {};
  for (const file of scriptsUnder(dir).sort()) files[file] = integrityOf(readFileSync(join(dir, file)));
  const integrity = files[pinned] ?? integrityOf(readFileSync(join(dir, pinned)));
  const manifest = { version, entry: ENTRY_FILE, pinned, integrity, files };
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { pinned, integrity };
}

export function publishVersioned(version: string): Plugin {
  let outDir = '';
  return {
    name: 'itaca-publish-versioned',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(options) {
      publishWritten(options.dir ?? outDir, version);
    },
  };
}
