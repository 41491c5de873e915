/**
 * What e-mails print of people's text. The schemas already refuse controls, bidirectional
 * controls, line separators and zero-width characters (src/contracts/fields.ts), but e-mails also
 * print values stored before that rule and values from other sources, so they clean them again:
 * a one-line value can neither forge a line of a plain-text e-mail ('Maria\nTotal: €0') nor
 * reverse what follows it ('Probe\u202egnp.exe'); a multi-line value is quoted line by line, so
 * no line of it passes for one of ours; HTML escapes everything it prints.
 */

/** Characters that make text not what it looks like (as in src/contracts/fields.ts), line breaks aside. */
const INVISIBLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;
/** Every way text can break a line. */
const LINE_BREAKS = /\r\n|[\r\n\u0085\u2028\u2029]/g;

/**
 * A value for one line of a plain-text e-mail or a subject: NFC, invisible characters removed,
 * line breaks and tabs turned into spaces, at most `max` characters.
 * @example mailLine('Maria\nTotal: €0') === 'Maria Total: €0'
 */
export function mailLine(value: string, max = 200): string {
  return value
    .normalize('NFC')
    .replace(LINE_BREAKS, ' ')
    .replace(/\t/g, ' ')
    .replace(INVISIBLE, '')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, max);
}

/**
 * A multi-line value (a message, a note) for a plain-text e-mail: NFC, invisible characters
 * removed, every line quoted with '> ' so that none passes for a line of the e-mail itself.
 */
export function mailBlock(value: string): string {
  return value
    .normalize('NFC')
    .replace(LINE_BREAKS, '\n')
    .replace(INVISIBLE, (ch) => (ch === '\t' ? ch : ''))
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');
}

/** Text for HTML: `& < > " '` as character references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
