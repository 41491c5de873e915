/**
 * `npm run measure:code`: the hand-written files over 600 lines and the functions over 150 lines
 * (tests, demo data and generated files aside), and `duplicates`' count of repeated places when the
 * tool is on the machine. Prints figures; fails nothing: the numbers are for a person to weigh.
 *
 * `npm run measure:code -- --before <revision>` also measures the code as it was at that revision
 * (checked out apart in a temporary worktree) and prints both counts, before → now, above the lists.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

type Measure = { files: number; longFiles: Long[]; functions: Long[]; duplicates: string };

/** The figures of the tree checked out at `root`. */
function measure(root: string): Measure {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(isHandWritten);
  const longFiles: Long[] = [];
  const functions: Long[] = [];
  for (const path of files) {
    const source = readFileSync(join(root, path), 'utf8');
    const lines = source.split('\n').length;
    if (lines > FILE_LINES) longFiles.push({ where: path, lines });
    if (/\.(ts|tsx)$/.test(path)) functions.push(...longFunctions(path, source));
  }
  let duplicates: string;
  try {
    const out = execFileSync('duplicates', ['--seconds', '120', '--most', '1'], {
      cwd: root,
      encoding: 'utf8',
    });
    duplicates = out.split('\n').find((line) => /pairs of places/.test(line)) ?? out.trim();
  } catch {
    duplicates = 'the tool is not on this machine';
  }
  return { files: files.length, longFiles, functions, duplicates };
}

/** The figures at an earlier revision, from a temporary worktree removed afterwards. */
function measureAt(revision: string): Measure {
  const root = mkdtempSync(join(tmpdir(), 'measure-code-'));
  execFileSync('git', ['worktree', 'add', '--detach', '--quiet', root, revision]);
  try {
    return measure(root);
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', root]);
    rmSync(root, { recursive: true, force: true });
  }
}

const pairsOf = (duplicates: string) => /^(\d+) pairs/.exec(duplicates)?.[1] ?? '?';

if (import.meta.main) {
  const at = process.argv.indexOf('--before');
  const revision = at >= 0 ? process.argv[at + 1] : undefined;
  const before = revision ? measureAt(revision) : null;
  const now = measure('.');
  const print = (title: string, rows: Long[]) => {
    console.log(`\n${title}: ${rows.length}`);
    for (const row of rows.sort((a, b) => b.lines - a.lines))
      console.log(`  ${String(row.lines).padStart(5)}  ${row.where}`);
  };
  if (before) {
    console.log(`before (${revision}) → now`);
    console.log(`  hand-written files        ${before.files} → ${now.files}`);
    console.log(`  files over ${FILE_LINES} lines      ${before.longFiles.length} → ${now.longFiles.length}`);
    console.log(
      `  functions over ${FUNCTION_LINES} lines  ${before.functions.length} → ${now.functions.length}`,
    );
    console.log(`  duplicates' pairs         ${pairsOf(before.duplicates)} → ${pairsOf(now.duplicates)}\n`);
  }
  console.log(`${now.files} hand-written files`);
  print(`files over ${FILE_LINES} lines`, now.longFiles);
  print(`functions over ${FUNCTION_LINES} lines`, now.functions);
  console.log(`\nduplicates: ${now.duplicates}`);
}
