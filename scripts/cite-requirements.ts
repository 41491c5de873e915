/**
 * `node scripts/cite-requirements.ts`: rewrites the comments and test titles that point outside the
 * repository (a section of one of the three specification documents, or a tracker issue by number)
 * into the ids of docs/requirements.md. Deterministic and idempotent: a rewritten file has nothing
 * left to match, so the lead can run it again after merging a branch that still has old citations.
 * It prints what it could not place (a bare section sign with no document named earlier in the file).
 *
 * The forms it knows: a document with one or more sections ("spec 002 §4", "Spec 001 §3–§5",
 * "spec 002 §2 and §3"), a number with a section ("000 §8"), a section alone (the document is the
 * last one the file named), a document alone ("spec 001's"), and an issue ("issue 29", "(issue 13)"
 * in a test title, which is dropped). When the words right after a section name a rule the table
 * in lib/citation-tables.ts knows ("… §4 Early checkout"), the citation is that rule's id.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

import {
  DOCUMENT_GROUPS,
  ISSUE_GROUPS,
  ISSUE_PRECISE,
  LINE_PRECISE,
  PRECISE,
  SECTION_GROUPS,
} from './lib/citation-tables.ts';

const SECTION = String.raw`§\d+(?:\.\d+)*`;
const SEPARATOR = String.raw`\s*(?:,|and|&|–|-|\+)\s*`;
/** A document and its sections; a number and a section; a section alone; a document alone; an issue. */
const CITATION = new RegExp(
  [
    String.raw`\b[Ss]pec (\d{3})('s)? ?((?:${SECTION})(?:${SEPARATOR}${SECTION})*)`,
    String.raw`\b(\d{3}) ((?:${SECTION})(?:${SEPARATOR}${SECTION})*)`,
    // Not a section of a standard (RFC 5545 §3.1, ISO 8601:2004 §4.1).
    String.raw`(?<!(?:RFC|ISO) [\d:]+ )((?:${SECTION})(?:${SEPARATOR}${SECTION})*)`,
    String.raw`\b[Ss]pec (\d{3})\b`,
    String.raw`\b[Ii]ssues? (\d+)((?:(?:, | and )\d+)*)`,
  ].join('|'),
  'g',
);
/** A test title's "(issue 13)": the title drops it. */
const TITLE_ISSUE = /\s*\((?:see )?[Ii]ssues? \d+(?:(?:, | and )\d+)*\)/g;
const TEST_CALL = /\b(it|test|describe)(\.\w+)*(\([^)]*\))?\(\s*['"`]/;

type Unplaced = { line: number; text: string };

function groupOf(document: string, section: number): string | undefined {
  return SECTION_GROUPS[document]?.[section];
}

/** Rewrites one list of sections ("§2 and §3", "§3–§5") of `document`; `after` is the text that follows. */
function rewriteSections(document: string, sections: string, after: string): string | undefined {
  const numbers = [...sections.matchAll(/§(\d+)/g)].map((match) => Number(match[1]));
  if (numbers.some((section) => !groupOf(document, section))) return undefined;
  const range = /§\d+(?:\.\d+)*\s*[–-]\s*§\d+/.test(sections) && numbers.length === 2;
  if (range) {
    const [from, to] = numbers as [number, number];
    const all: string[] = [];
    for (let section = from; section <= to; section++) all.push(groupOf(document, section) as string);
    return all.join(', ');
  }
  const last = numbers.at(-1) as number;
  const words = after.replace(/^[\s:,("'“`]+/, '');
  const precise = PRECISE[`${document}:${last}`]?.find(([pattern]) => pattern.test(words))?.[1];
  let index = 0;
  return sections.replace(/§(\d+)(?:\.\d+)*/g, (_whole, section: string) => {
    index++;
    return index === numbers.length && precise ? precise : (groupOf(document, Number(section)) as string);
  });
}

/** Any group or rule id the codemod writes (a line citing several is left as it is). */
const ANY_ID = new RegExp(
  String.raw`\b(${[
    ...new Set([
      ...Object.values(SECTION_GROUPS).flatMap((sections) => Object.values(sections)),
      ...Object.values(ISSUE_GROUPS),
      'PEN',
      'FMT',
      'PRICING',
    ]),
  ].join('|')})(-\d+)?\b`,
  'g',
);

/** A comment line or a test title: where a group id is a citation, not a name in the code. */
const COMMENT_LINE = /^\s*(\/\/|\/?\*|<!--|--|\{\/\*)/;
const GROUP_TOKEN = new RegExp(String.raw`\b(${Object.keys(LINE_PRECISE).join('|')})\b(?!-\d)`);

/** The line with its one broad citation made precise by what the line says, when it says it. */
function refineLine(line: string, ids: RegExp, path: string): string {
  if (!COMMENT_LINE.test(line) && !TEST_CALL.test(line)) return line;
  const cited = line.match(ids) ?? [];
  if (cited.length !== 1) return line;
  const group = line.match(GROUP_TOKEN)?.[1];
  if (!group) return line;
  const rest = line.replace(GROUP_TOKEN, '');
  const matching = (LINE_PRECISE[group] ?? []).filter(
    ([pattern, , where]) => pattern.test(rest) && (!where || where.test(path)),
  );
  // Words of two rules on one line: the line is about the group, not one of its rules.
  const precise = new Set(matching.map(([, id]) => id));
  return precise.size === 1 ? line.replace(GROUP_TOKEN, [...precise][0] as string) : line;
}

/** An issue's group, or its precise id when the line (else the file's path) says which feature. */
function preciseIssue(group: string | undefined, line: string, path: string): string | undefined {
  const rules = group ? ISSUE_PRECISE[group] : undefined;
  if (!rules) return group;
  const byLine = rules.find(([pattern]) => pattern.test(line));
  const byPath = rules.find(([pattern]) => pattern.test(path));
  return (byLine ?? byPath)?.[1] ?? group;
}

/** The text of one file with its citations rewritten, and what could not be placed. */
export function citeRequirements(source: string, path = ''): { text: string; unplaced: Unplaced[] } {
  const unplaced: Unplaced[] = [];
  const lines = source.split('\n');
  let document: string | undefined;
  const out = lines.map((line, lineIndex) => {
    let text = TEST_CALL.test(line) ? line.replace(TITLE_ISSUE, '') : line;
    text = text.replace(CITATION, (whole, ...groups: (string | undefined)[]) => {
      const offset = groups.at(-2) as unknown as number;
      const input = groups.at(-1) as string;
      const after = input.slice(offset + whole.length, offset + whole.length + 60);
      const [
        specDoc,
        possessive,
        specSections,
        numDoc,
        numSections,
        bareSections,
        aloneDoc,
        issue,
        moreIssues,
      ] = groups;
      if (specDoc && specSections) {
        document = specDoc;
        const rewritten = rewriteSections(specDoc, specSections, after);
        if (rewritten) return possessive ? `${rewritten}'s ` : rewritten;
      } else if (numDoc && numSections) {
        if (!SECTION_GROUPS[numDoc]) return whole;
        document = numDoc;
        const rewritten = rewriteSections(numDoc, numSections, after);
        if (rewritten) return rewritten;
      } else if (bareSections) {
        // A dotted section alone is a standard's (RFC 5545 §3.3.11): the specifications had none.
        if (/§\d+\.\d/.test(bareSections)) return whole;
        const rewritten = document ? rewriteSections(document, bareSections, after) : undefined;
        if (rewritten) return rewritten;
      } else if (aloneDoc) {
        const group = DOCUMENT_GROUPS[aloneDoc];
        if (group) {
          document = aloneDoc;
          const words = after.replace(/^[\s:,("'“`]+/, '');
          return PRECISE[`${aloneDoc}:`]?.find(([pattern]) => pattern.test(words))?.[1] ?? group;
        }
      } else if (issue) {
        const numbers = [issue, ...[...(moreIssues ?? '').matchAll(/\d+/g)].map((match) => match[0])];
        const ids = [
          ...new Set(numbers.map((number) => preciseIssue(ISSUE_GROUPS[Number(number)], line, path))),
        ];
        if (ids.every(Boolean)) return ids.join(' and ');
      }
      unplaced.push({ line: lineIndex + 1, text: line.trim() });
      return whole;
    });
    return refineLine(text, ANY_ID, path);
  });
  return { text: out.join('\n'), unplaced };
}

/** The files whose comments and test titles are checked: the product's source, not its history. */
export function isCitingSource(path: string): boolean {
  return (
    (/^(src|worker|widget|scripts|tests)\/.*\.(ts|tsx|astro|css|mjs|cjs|js|md|html|sql|jsonc)$/.test(path) ||
      /^(astro\.config\.mjs|wrangler\.jsonc|playwright\.config\.ts|vitest\.config\.ts|\.dependency-cruiser\.cjs)$/.test(
        path,
      )) &&
    // An applied migration is never edited (its checksum is pinned); these three files hold the forms.
    !/^worker\/migrations\//.test(path) &&
    !/^scripts\/(cite-requirements|comments\.test|lib\/citation-tables)\.ts$/.test(path)
  );
}

if (import.meta.main) {
  const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(isCitingSource);
  let changed = 0;
  for (const path of files) {
    const source = readFileSync(path, 'utf8');
    const { text, unplaced } = citeRequirements(source, path);
    for (const { line, text: where } of unplaced) console.log(`${path}:${line}: not placed: ${where}`);
    if (text !== source) {
      writeFileSync(path, text);
      changed++;
    }
  }
  console.log(`${changed} files rewritten`);
}
