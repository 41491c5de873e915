/**
 * What an e-mail says, as blocks both parts are made from: the text part prints them through
 * worker/mail/text.ts (guest-typed values made safe to print), the HTML part renders them in a
 * layout with React Email (worker/mail/layout.tsx, which escapes every value it prints).
 * A plain-text template that has no blocks of its own is read back into blocks (`blocksOfText`),
 * so adding HTML to it is one call (worker/mail/compose.ts).
 */

export type MailBlock =
  /** Lines of one paragraph. */
  | { kind: 'paragraph'; lines: string[] }
  /** Label and value pairs ('Check-in' 'Monday 11 January 2027'); `strong` rows are totals. */
  | { kind: 'facts'; title?: string; rows: { label: string; value: string; strong?: boolean }[] }
  | { kind: 'list'; title?: string; items: string[] }
  /** A call to action; the text part prints the label and the address under it. */
  | { kind: 'button'; label: string; url: string }
  /** A multi-line value typed by someone (a guest's requests), quoted. */
  | { kind: 'quote'; title?: string; lines: string[] };

const URL_LINE = /^https?:\/\/\S+$/;

/**
 * Blocks from a plain-text e-mail: blank lines end paragraphs, a line that is only an address
 * becomes a button (`linkLabel`), '- ' lines a list (the paragraph line before it, ending in ':',
 * its title), '> ' lines a quote.
 */
export function blocksOfText(text: string, linkLabel: string): MailBlock[] {
  const blocks: MailBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  let quote: string[] | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', lines: paragraph });
    paragraph = [];
    list = null;
    quote = null;
  };
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (line === '') {
      flush();
    } else if (URL_LINE.test(line)) {
      flush();
      blocks.push({ kind: 'button', label: linkLabel, url: line });
    } else if (line.startsWith('- ')) {
      if (list === null) {
        const title = paragraph.at(-1)?.endsWith(':') ? paragraph.pop() : undefined;
        if (paragraph.length > 0) blocks.push({ kind: 'paragraph', lines: paragraph });
        paragraph = [];
        list = [];
        blocks.push({ kind: 'list', ...(title ? { title } : {}), items: list });
      }
      list.push(line.slice(2));
    } else if (line === '>' || line.startsWith('> ')) {
      if (quote === null) {
        if (paragraph.length > 0) blocks.push({ kind: 'paragraph', lines: paragraph });
        paragraph = [];
        quote = [];
        blocks.push({ kind: 'quote', lines: quote });
      }
      quote.push(line.slice(2));
    } else {
      if (list !== null || quote !== null) {
        list = null;
        quote = null;
      }
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

function textOfBlock(block: MailBlock): string {
  const withTitle = (title: string | undefined, lines: string[]) =>
    (title ? [title, ...lines] : lines).join('\n');
  switch (block.kind) {
    case 'paragraph':
      return block.lines.join('\n');
    case 'facts':
      return withTitle(
        block.title,
        block.rows.map((row) => `${row.label}: ${row.value}`),
      );
    case 'list':
      return withTitle(
        block.title,
        block.items.map((item) => `- ${item}`),
      );
    case 'button':
      return `${block.label}:\n${block.url}`;
    case 'quote':
      return withTitle(
        block.title,
        block.lines.map((line) => `> ${line}`.trimEnd()),
      );
  }
}

/** The text part of blocks: paragraphs apart, facts as 'Label: value', a button's label then its address. */
export function textOfBlocks(blocks: readonly MailBlock[]): string {
  return blocks.map(textOfBlock).join('\n\n');
}
