/**
 * Vite plugin of the widget build: publishes the entry a second time under a content-hashed,
 * immutable name (`booking.<hash>.js`) and writes `manifest.json` with the Subresource
 * Integrity of every file, so a host can pin the version it tested:
 *
 *   <script type="module" src=".../widget/booking.3f9c2a1b.js" integrity="sha384-…" crossorigin="anonymous">
 *
 * Lazily loaded chunks already have content-hashed names; their integrity is listed too, for
 * hosts that pin them with an import map's `integrity` section.
 */
import { createHash } from 'node:crypto';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

export const ENTRY_FILE = 'booking.js';

export function integrityOf(source: string | Uint8Array): string {
  return `sha384-${createHash('sha384').update(source).digest('base64')}`;
}

function codeOf(bundle: OutputBundle, file: string): string | Uint8Array {
  const output = bundle[file];
  if (output === undefined) throw new Error(`widget build: ${file} missing from the bundle`);
  return output.type === 'chunk' ? output.code : output.source;
}

export function publishVersioned(version: string): Plugin {
  return {
    name: 'itaca-publish-versioned',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = codeOf(bundle, ENTRY_FILE);
      const hash = createHash('sha256').update(entry).digest('hex').slice(0, 10);
      const pinned = `booking.${hash}.js`;
      this.emitFile({ type: 'asset', fileName: pinned, source: entry });
      const files: Record<string, string> = {
        [ENTRY_FILE]: integrityOf(entry),
        [pinned]: integrityOf(entry),
      };
      for (const file of Object.keys(bundle)) {
        if (file.endsWith('.js') && file !== ENTRY_FILE) files[file] = integrityOf(codeOf(bundle, file));
      }
      const manifest = { version, entry: ENTRY_FILE, pinned, integrity: integrityOf(entry), files };
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.json',
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}
