/**
 * `npm run check:deps`: the layer rules of .dependency-cruiser.cjs over the whole code (a stage of
 * `npm test`), then the layer picture the tool draws compared with the one in ARCHITECTURE.md, so
 * the map never drifts from the code. `npm run check:deps -- --write` redraws the picture there.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { run } from './lib/run.ts';

const ARCHITECTURE = 'ARCHITECTURE.md';
const ARCHITECTURE_MAX_BYTES = 15_000;
const START = '<!-- layers:start (npm run check:deps -- --write) -->';
const END = '<!-- layers:end -->';

/** The folders shown as boxes: the four shared layers, the site's own folders, the widget, the worker. */
const COLLAPSE =
  '^(src/(domain|contracts|i18n|ui|islands|pages|components|layouts|content|scripts|stores)|worker|widget)/';

type Cruise = {
  modules: { source: string; dependencies: { resolved: string; dependencyTypes: string[] }[] }[];
};

/** The Mermaid flowchart of the layers: production code only (no tests, fixtures or demo data). */
export function layerPicture(cruise: Cruise): string {
  const name = (folder: string) => folder.replace(/\/$/, '');
  const id = (folder: string) => name(folder).replace(/[^A-Za-z0-9]/g, '_');
  const folders = new Set<string>();
  const edges = new Set<string>();
  for (const module of cruise.modules) {
    if (!module.source.endsWith('/')) continue;
    folders.add(module.source);
    for (const dependency of module.dependencies) {
      if (!dependency.resolved.endsWith('/') || dependency.resolved === module.source) continue;
      const lazy = dependency.dependencyTypes.includes('dynamic-import');
      edges.add(`  ${id(module.source)} ${lazy ? '-.->' : '-->'} ${id(dependency.resolved)}`);
    }
  }
  const nodes = [...folders].sort().map((folder) => `  ${id(folder)}[${name(folder)}]`);
  return ['```mermaid', 'flowchart TD', ...nodes, ...[...edges].sort(), '```'].join('\n');
}

function cruise(): Cruise {
  const out = execFileSync(
    'depcruise',
    [
      '--config',
      '.dependency-cruiser.cjs',
      '--include-only',
      '^(src|worker|widget)/',
      '--exclude',
      '\\.test\\.tsx?$|(^|/)test/|/seed/|/gallery/',
      '--collapse',
      COLLAPSE,
      '--output-type',
      'json',
      'src',
      'worker',
      'widget',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(out) as Cruise;
}

if (import.meta.main) {
  await run('depcruise', [
    '--config',
    '.dependency-cruiser.cjs',
    'src',
    'worker',
    'widget',
    'scripts',
    'tests',
  ]);
  const picture = layerPicture(cruise());
  const doc = readFileSync(ARCHITECTURE, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${ARCHITECTURE} has no ${START} … ${END} block`);
  const current = doc.slice(start + START.length, end).trim();
  if (current !== picture) {
    if (!process.argv.includes('--write')) {
      console.error(`${ARCHITECTURE}'s layer picture is not the code's: run npm run check:deps -- --write`);
      process.exit(1);
    }
    writeFileSync(ARCHITECTURE, `${doc.slice(0, start + START.length)}\n${picture}\n${doc.slice(end)}`);
    console.log(`${ARCHITECTURE}: layer picture redrawn`);
  } else console.log('layer picture in ARCHITECTURE.md matches the code');
  // The map stays a map a newcomer reads in one sitting; the detail belongs in docs/guides.
  const size = Buffer.byteLength(readFileSync(ARCHITECTURE, 'utf8'));
  if (size > ARCHITECTURE_MAX_BYTES) {
    console.error(
      `${ARCHITECTURE} is ${size} bytes, over ${ARCHITECTURE_MAX_BYTES}: move detail into a guide in docs/`,
    );
    process.exit(1);
  }
}
