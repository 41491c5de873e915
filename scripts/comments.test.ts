/**
 * Comments and test titles state the rule or cite an id of docs/requirements.md; they never point at
 * a document outside the repository (a numbered specification section, a tracker issue). Decision
 * records and docs/ keep their history as written; applied migrations are never edited.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { citeRequirements, isCitingSource } from './cite-requirements.ts';
import {
  DOCUMENT_GROUPS,
  ISSUE_GROUPS,
  ISSUE_PRECISE,
  LINE_PRECISE,
  PRECISE,
  SECTION_GROUPS,
} from './lib/citation-tables.ts';

const requirements = readFileSync('docs/requirements.md', 'utf8');
/** Group ids: the `### ID` headings. Rule ids: the `- ID-N` items. */
const groups = [...requirements.matchAll(/^### ([A-Z]+)$/gm)].map((match) => match[1] as string);
const rules = [...requirements.matchAll(/^- ([A-Z]+-\d+) /gm)].map((match) => match[1] as string);

const sources = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter(isCitingSource)
  .map((path) => ({ path, text: readFileSync(path, 'utf8') }));

/** Every line of the sources that matches `pattern`, as "path:line: text". */
function linesMatching(pattern: RegExp, skip?: RegExp): string[] {
  const found: string[] = [];
  for (const { path, text } of sources) {
    text.split('\n').forEach((line, index) => {
      if (pattern.test(line) && !skip?.test(line)) found.push(`${path}:${index + 1}: ${line.trim()}`);
    });
  }
  return found;
}

describe('docs/requirements.md', () => {
  it('names each group and each rule once, every rule under its own group', () => {
    expect(groups.length).toBeGreaterThan(40);
    expect(new Set(groups).size).toBe(groups.length);
    expect(new Set(rules).size).toBe(rules.length);
    expect(rules.filter((rule) => !groups.includes(rule.replace(/-\d+$/, '')))).toEqual([]);
  });

  it('has every id the codemod writes', () => {
    const written = [
      ...Object.values(SECTION_GROUPS).flatMap((sections) => Object.values(sections)),
      ...Object.values(DOCUMENT_GROUPS),
      ...Object.values(ISSUE_GROUPS),
      ...Object.values(ISSUE_PRECISE).flatMap((list) => list.map(([, id]) => id)),
      ...Object.values(PRECISE).flatMap((list) => list.map(([, id]) => id)),
      ...Object.values(LINE_PRECISE).flatMap((list) => list.map(([, id]) => id)),
    ];
    expect(written.filter((id) => !groups.includes(id) && !rules.includes(id))).toEqual([]);
  });
});

describe('comments and test titles', () => {
  it('cite no numbered section of a document outside the repository', () => {
    expect(linesMatching(/\bspec(ification)? \d{3}\b|(?<![\w.])\d{3} §\d/i)).toEqual([]);
  });

  it('cite no section sign but a standard’s (RFC 5545 §3.1, ISO 8601:2004 §4.1)', () => {
    expect(linesMatching(/§\d+(?!\.\d)/, /\b(RFC|ISO) \d/)).toEqual([]);
  });

  it('cite no tracker issue by number', () => {
    expect(linesMatching(/\bissues? #?\d+\b/i)).toEqual([]);
  });

  it('cite only rule ids that docs/requirements.md has', () => {
    const cited = new RegExp(String.raw`\b(${groups.join('|')})-(\d+)\b`, 'g');
    const unknown = sources.flatMap(({ path, text }) =>
      [...text.matchAll(cited)]
        .map((match) => `${path}: ${match[0]}`)
        .filter((where) => !rules.includes(where.split(': ')[1] as string)),
    );
    expect(unknown).toEqual([]);
  });
});

describe('citeRequirements (scripts/cite-requirements.ts)', () => {
  it.each([
    ['/** Spec 002 §4: a cell is open. */', '/** BOFLOW-2: a cell is open. */'],
    ['/** Spec 002 §4: the host supplies the handlers. */', '/** BOFLOW: the host supplies the handlers. */'],
    [
      '// spec 002 §9: the overbooking panel and the score labels',
      '// BOLIM: the overbooking panel and the score labels',
    ],
    ["describe('noShow (spec 002 §4 No-show)', () => {", "describe('noShow (PEN-2 No-show)', () => {"],
    [' * the spec 001 §3–§5 rules', ' * the PROPDATA, PROPFLOW, PROPCHECK rules'],
    [' * of spec 002 §2 and §3: the score', ' * of BOSCREENS and BODATA: the score'],
    ['/** Fallback text (000 §8). */', '/** Fallback text (SITEERR). */'],
    ['/** A page (spec 001 paged list). */', '/** A page (PROPFLOW-11 paged list). */'],
    ["it('checks out early (issue 29)', () => {", "it('checks out early', () => {"],
    ['// Who is in house (issue 29).', '// Who is in house (FRONTDESK-2).'],
    ['// Folding (RFC 5545 §3.1).', '// Folding (RFC 5545 §3.1).'],
  ])('%s', (source, expected) => {
    expect(citeRequirements(source).text).toBe(expected);
  });

  it('reads a bare section in the document the file named last, and rewrites nothing twice', () => {
    const once = citeRequirements('// spec 000 §4 start-up\n// then §9').text;
    expect(once).toBe('// SITEFLOW-1 start-up\n// then SITELIM');
    expect(citeRequirements(once).text).toBe(once);
  });

  it('leaves what it cannot place, and says where', () => {
    expect(citeRequirements('// out of the §5 bounds')).toEqual({
      text: '// out of the §5 bounds',
      unplaced: [{ line: 1, text: '// out of the §5 bounds' }],
    });
  });
});
