/**
 * `npm run measure:code`: the hand-written files over 600 lines and the functions over 150 lines
 * (tests, demo data and generated files aside), and `duplicates`' count of repeated places when the
 * tool is on the machine. Prints figures; fails nothing: the numbers are for a person to weigh.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const FILE_LINES = 600;
const FUNCTION_LINES = 150;

/** Hand-written source: tracked, in the product's folders, not a test, fixture, demo data or generated. */
export function isHandWritten(path: string): boolean {
  return (
    /^(src|worker|widget|scripts)\/.*\.(ts|tsx|astro|mjs)$/.test(path) &&
    !/\.test\.tsx?$|\.test-data\.ts$|(^|\/)(test|fixtures|seed)\/|\.gen\.|worker-configuration\.d\.ts$|test-fixtures\.ts$/.test(
      path,
    ) &&
    // The browser's routes, written by scripts/generate-routes.ts from the endpoint tables.
    !path.startsWith('src/contracts/routes/')
  );
}

type Long = { where: string; lines: number };

/** The functions of a TypeScript source longer than `limit` lines, by name and first line. */
export function longFunctions(path: string, source: string, limit = FUNCTION_LINES): Long[] {
  const file = ts.createSourceFile(
    path,
    source,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Long[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const end = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (end - start + 1 > limit) {
        const named = node.name ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name : undefined);
        const name = named && ts.isIdentifier(named) ? named.text : '(anonymous)';
        found.push({ where: `${path}:${start + 1} ${name}`, lines: end - start + 1 });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

if (import.meta.main) {
  const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(isHandWritten);
  const longFiles: Long[] = [];
  const functions: Long[] = [];
  for (const path of files) {
    const source = readFileSync(path, 'utf8');
    const lines = source.split('\n').length;
    if (lines > FILE_LINES) longFiles.push({ where: path, lines });
    if (/\.(ts|tsx)$/.test(path)) functions.push(...longFunctions(path, source));
  }
  const print = (title: string, rows: Long[]) => {
    console.log(`\n${title}: ${rows.length}`);
    for (const row of rows.sort((a, b) => b.lines - a.lines))
      console.log(`  ${String(row.lines).padStart(5)}  ${row.where}`);
  };
  console.log(`${files.length} hand-written files`);
  print(`files over ${FILE_LINES} lines`, longFiles);
  print(`functions over ${FUNCTION_LINES} lines`, functions);
  try {
    const out = execFileSync('duplicates', ['--seconds', '120', '--most', '1'], { encoding: 'utf8' });
    console.log(
      `\nduplicates: ${out.split('\n').find((line) => /pairs of places/.test(line)) ?? out.trim()}`,
    );
  } catch {
    console.log('\nduplicates: the tool is not on this machine');
  }
}
