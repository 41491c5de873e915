import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachedReader, literalKeys, type ScanRules, scanGraph, scanModule } from './message-scan.ts';

const DICTIONARY = new Set([
  'booking.checkin',
  'booking.checkout',
  'error.required',
  'error.room.assigned',
  'widget.results.found.one',
  'widget.results.found.other',
  'people.adults',
]);
const rules: ScanRules = {
  isKey: (text) => DICTIONARY.has(text),
  catalogues: { ErrorCode: { required: 'error.required', min: 'error.field.min' } },
};

/** Every key the module names, whichever statement names it. */
const keysOf = (source: string) => scanModule(source, 'module.tsx', rules).statements.flatMap((s) => s.keys);

describe('scanModule', () => {
  it.each([
    ["t('booking.checkin')", ['booking.checkin']],
    ['t("booking.checkin")', ['booking.checkin']],
    ['t(`booking.checkout`)', ['booking.checkout']],
    ["t('booking.unknown')", []],
    ["const label = { key: 'booking.checkin' };", ['booking.checkin']],
    // a quoted property name is a lookup key, its value the text
    ["const map = { 'error.required': 'booking.checkout' };", ['booking.checkout']],
    // a counted text's stem stands for both forms
    [
      "plural(t, language, 'widget.results.found', count)",
      ['widget.results.found.one', 'widget.results.found.other'],
    ],
    // a catalogue read by member
    ['t(ErrorCode.required)', ['error.required']],
    ['t(ErrorCode.unknownMember)', []],
    // a key only in a comment or in a type is not shown
    ["// t('booking.checkin')\nconst a = 1;", []],
    ["/** 'booking.checkin' */\nfunction f() {}", []],
    ["type Key = 'booking.checkin' | 'booking.checkout';", []],
    ["function f(key: 'booking.checkin') { return key; }", []],
  ])('%s names %j', (source, keys) => {
    expect(keysOf(source)).toEqual(keys);
  });

  it("does not read a catalogue's own definition, only its uses", () => {
    expect(keysOf("export const ErrorCode = { required: 'error.required' } as const;")).toEqual([]);
    expect(keysOf("export const RoomRefusal = { assigned: 'error.room.assigned' } as const;")).toEqual([
      'error.room.assigned',
    ]);
  });

  it('keeps template literals as shapes and dotted non-keys as stems', () => {
    // The source is built from pieces so that it reads as code, not as a template of this test.
    const dollar = '$';
    const [statement] = scanModule(
      `const a = [t(\`people.${dollar}{band}\`), t(\`people.${dollar}{band}.hint\`), \`h${dollar}{level}\`, codeText(t, 'widget.results.bed', code)];`,
      'module.ts',
      rules,
    ).statements;
    expect(statement?.shapes).toEqual(['people.*', 'people.*.hint', 'h*']);
    expect(statement?.stems).toEqual(['widget.results.bed']);
  });

  it('records value imports, leaves type-only ones out, and lists every import for the refusals', () => {
    const scan = scanModule(
      [
        "import { a, type B } from './a.ts';",
        "import type { C } from './c.ts';",
        "import D from './d.tsx';",
        "import * as E from './e.ts';",
        "import './effect.ts';",
        "import { x } from 'react';",
        "export { f as g } from './f.ts';",
        "export * from './star.ts';",
        "export type { H } from './h.ts';",
      ].join('\n'),
      'module.ts',
      rules,
    );
    expect(Object.fromEntries(scan.imports)).toEqual({
      a: { specifier: './a.ts', name: 'a' },
      D: { specifier: './d.tsx', name: 'default' },
      E: { specifier: './e.ts', name: '*' },
    });
    expect(scan.allImports).toEqual(['./a.ts', './c.ts', './d.tsx', './e.ts', './effect.ts']);
    expect(scan.effectImports).toEqual(['./effect.ts']);
    expect(Object.fromEntries(scan.reExports)).toEqual({ g: { specifier: './f.ts', name: 'f' } });
    expect(scan.starExports).toEqual(['./star.ts']);
  });
});

describe('literalKeys', () => {
  it('reads the keys of string literals, comments aside', () => {
    const source =
      "// 'booking.checkout'\nthrow refuse([{ code: 'error.room.assigned' }]); /* 'people.adults' */";
    expect(literalKeys(source, (text) => DICTIONARY.has(text))).toEqual(['error.room.assigned']);
  });

  it('keeps its place after templates and regular expressions', () => {
    const dollar = '$';
    const source = [
      `const a = \`x ${dollar}{f({ b: 1 })} y ${dollar}{c}\`;`,
      "const re = /'booking.checkin'/g;",
      "const ratio = a / b; t('booking.checkout');",
      "refuse('error.required');",
    ].join('\n');
    expect(literalKeys(source, (text) => DICTIONARY.has(text))).toEqual([
      'booking.checkout',
      'error.required',
    ]);
  });
});

describe('scanGraph', () => {
  /** Writes the modules in a temporary folder and walks them from `entry`. */
  function walk(files: Record<string, string>, entry: string, followDynamic = true, answersRefusals = false) {
    const dir = mkdtempSync(join(tmpdir(), 'message-scan-'));
    for (const [name, source] of Object.entries(files)) {
      mkdirSync(join(dir, name, '..'), { recursive: true });
      writeFileSync(join(dir, name), source);
    }
    const scan = scanGraph(
      [join(dir, entry)],
      {
        followDynamic: () => followDynamic,
        stopAt: (file) => file.endsWith('stop.ts'),
        answersRefusals: (file) => answersRefusals && file.includes('/contracts/'),
        usesRules: (file) => !file.includes('/contracts/'),
      },
      cachedReader(rules),
    );
    return [...scan.keys].sort();
  }

  it('reads of a module only the declarations imported, what they use, and what runs on import', () => {
    const keys = walk(
      {
        'entry.ts': "import { checkin } from './texts.ts';\nexport const a = checkin();",
        'texts.ts': [
          "const key = 'booking.checkin';",
          'export function checkin() { return key; }',
          "export function checkout() { return 'booking.checkout'; }",
          "register('people.adults');",
        ].join('\n'),
      },
      'entry.ts',
    );
    expect(keys).toEqual(['booking.checkin', 'people.adults']);
  });

  it('follows re-exports, namespace and default imports', () => {
    const keys = walk(
      {
        'entry.ts':
          "import * as all from './barrel.ts';\nimport Def from './def.ts';\nexport const a = [all, Def];",
        'barrel.ts': "export { checkout } from './texts.ts';",
        'texts.ts': "export const checkout = 'booking.checkout';\nexport const other = 'booking.checkin';",
        'def.ts': "export default function Def() { return 'people.adults'; }",
      },
      'entry.ts',
    );
    expect(keys).toEqual(['booking.checkout', 'people.adults']);
  });

  it('follows import() only where told, and never past a module of another bundle', () => {
    const files = {
      'entry.ts': "import { x } from './stop.ts';\nexport const load = () => [x, import('./lazy.ts')];",
      'lazy.ts': "export const a = 'booking.checkin';",
      'stop.ts': "export const x = 'booking.checkout';",
    };
    expect(walk(files, 'entry.ts', true)).toEqual(['booking.checkin']);
    expect(walk(files, 'entry.ts', false)).toEqual([]);
  });

  it('reads the refusal codes of a rules module the code imports, even for types only', () => {
    const files = {
      'entry.ts': "import type { Room } from './contracts/rooms.ts';\nexport const f = (room: Room) => room;",
      'contracts/rooms.ts': [
        'export type Room = { id: number };',
        "export const RoomRefusal = { assigned: 'error.room.assigned' } as const;",
        "export const label = 'booking.checkin';",
      ].join('\n'),
    };
    expect(walk(files, 'entry.ts', true, true)).toEqual(['error.room.assigned']);
    expect(walk(files, 'entry.ts', true, false)).toEqual([]);
  });
});
