import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { layerPicture } from './check-deps.ts';

const ROOT = resolve(import.meta.dirname, '..');
const tree = mkdtempSync(join(tmpdir(), 'layers-'));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

/** The rules each name in depcruise's answer for a small tree of `files` (path → source). */
function violations(files: Record<string, string>): string[] {
  rmSync(tree, { recursive: true, force: true });
  for (const [path, source] of Object.entries({ 'tsconfig.json': '{}', ...files })) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), source);
  }
  const args = [
    '--config',
    join(ROOT, '.dependency-cruiser.cjs'),
    '--output-type',
    'json',
    'src',
    'worker',
    'widget',
  ];
  const out = execFileSync(join(ROOT, 'node_modules/.bin/depcruise'), args, { cwd: tree, encoding: 'utf8' });
  const summary = (JSON.parse(out) as { summary: { violations: { rule: { name: string } }[] } }).summary;
  return summary.violations.map((v) => v.rule.name).sort();
}

describe('the layer rules (.dependency-cruiser.cjs)', () => {
  it('pass a tree that keeps them', () => {
    expect(
      violations({
        'src/domain/a.ts': 'export const a = 1;',
        'src/contracts/b.ts': "import { a } from '../domain/a.ts';\nexport const b = a;",
        'src/ui/c.ts': "import { b } from '../contracts/b.ts';\nexport const c = b;",
        'widget/d.ts': "import { c } from '../src/ui/c.ts';\nexport const d = c;",
        'worker/e.ts': "import { b } from '../src/contracts/b.ts';\nexport const e = b;",
      }),
    ).toEqual([]);
  });

  it('name each layer crossed the wrong way, and a cycle', () => {
    expect(
      violations({
        'src/domain/a.ts': "import { b } from '../contracts/b.ts';\nexport const a = b;",
        'src/contracts/b.ts': "import { i } from '../islands/i.ts';\nexport const b = i;",
        'src/islands/i.ts': "import { j } from './j.ts';\nexport const i = 1;\nexport const k = j;",
        'src/islands/j.ts': "import { i } from './i.ts';\nexport const j = i;",
        'src/ui/c.ts': "import { i } from '../islands/i.ts';\nexport const c = i;",
        'worker/routes/r.ts': "import { c } from '../../src/ui/c.ts';\nexport const r = c;",
        'worker/data/q.ts': "import { r } from '../routes/r.ts';\nexport const q = r;",
        'widget/w.ts': "import { i } from '../src/islands/i.ts';\nexport const w = i;",
      }),
    ).toEqual([
      'contracts-import-only-the-domain',
      'data-layer-below-use-cases',
      'domain-imports-nothing-of-ours',
      'no-cycles',
      'routes-are-not-libraries',
      'ui-kit-never-imports-islands',
      'widget-imports-shared-layers-only',
      'worker-imports-domain-contracts-i18n',
    ]);
  });

  it("refuse the browser an endpoint table's values, and allow its types and the routes", () => {
    const table =
      "export const staffEndpoints = { listStaff: { method: 'get', path: '/s', operationId: 'listStaff' } };";
    expect(
      violations({
        'src/contracts/endpoints/staff.ts': table,
        'src/contracts/routes/staff.ts':
          "import type { staffEndpoints as t } from '../endpoints/staff.ts';\nexport const staffEndpoints = {} as typeof t;",
        'src/islands/typed.ts':
          "import type { staffEndpoints } from '../contracts/endpoints/staff.ts';\nexport type T = typeof staffEndpoints;",
        'src/islands/routed.ts':
          "import { staffEndpoints } from '../contracts/routes/staff.ts';\nexport const r = staffEndpoints;",
        'src/islands/valued.ts':
          "import { staffEndpoints } from '../contracts/endpoints/staff.ts';\nexport const v = staffEndpoints;",
        'src/ui/valued.ts':
          "import { staffEndpoints } from '../contracts/endpoints/staff.ts';\nexport const u = staffEndpoints;",
        'widget/valued.ts':
          "import { staffEndpoints } from '../src/contracts/endpoints/staff.ts';\nexport const w = staffEndpoints;",
        'worker/routes/staff.ts':
          "import { staffEndpoints } from '../../src/contracts/endpoints/staff.ts';\nexport const s = staffEndpoints;",
      }),
    ).toEqual([
      'browser-calls-routes-not-endpoint-tables',
      'browser-calls-routes-not-endpoint-tables',
      'browser-calls-routes-not-endpoint-tables',
    ]);
  });
});

describe('layerPicture', () => {
  it('draws one box per folder and one arrow per import between folders, dotted when lazy', () => {
    const picture = layerPicture({
      modules: [
        { source: 'src/domain/', dependencies: [] },
        {
          source: 'src/ui/',
          dependencies: [
            { resolved: 'src/domain/', dependencyTypes: ['local', 'import'] },
            { resolved: 'src/ui/', dependencyTypes: ['local'] },
          ],
        },
        {
          source: 'src/scripts/',
          dependencies: [{ resolved: 'src/ui/', dependencyTypes: ['dynamic-import'] }],
        },
      ],
    });
    expect(picture.split('\n')).toEqual([
      '```mermaid',
      'flowchart TD',
      '  src_domain[src/domain]',
      '  src_scripts[src/scripts]',
      '  src_ui[src/ui]',
      '  src_scripts -.-> src_ui',
      '  src_ui --> src_domain',
      '```',
    ]);
  });
});
