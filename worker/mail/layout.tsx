/** @jsxRuntime automatic */
/** @jsxImportSource react */
/**
 * The two HTML layouts of the e-mails, built with React Email's components (decision 057): the
 * guest layout carries the hotel's brand (its cover photo, name, address with a map link, phone
 * and e-mail), the platform layout Itaca's (password reset, invitations, demo and quote
 * confirmations, notifications). Rendered synchronously with react-dom's static markup, so a
 * template stays a plain function a batch can queue. React escapes every value it prints; the
 * only remote resource is the hotel's own cover photo (no web fonts, no trackers, no pixels).
 */
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailBlock } from './blocks.ts';

/** The hotel as its guests' e-mails show it (worker/data/hotel-brand.ts). */
export type HotelBrand = {
  name: string;
  /** Absolute https URL of the hotel's cover photo, served by the platform; null without one. */
  coverUrl: string | null;
  address: string;
  mapUrl: string | null;
  phone: string | null;
  email: string | null;
};

/**
 * The colours: the site's (src/styles/global.css --color-primary and its dark and light tints),
 * which hotels share until they choose their own.
 */
export const MAIL_COLOURS = { accent: '#6a1b9a', accentDark: '#4a148c', accentLight: '#f3e5f5' } as const;

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const styles = {
  body: { backgroundColor: '#f4f2f6', margin: 0, padding: '24px 0', fontFamily: FONT, color: '#1f1b24' },
  container: { backgroundColor: '#ffffff', maxWidth: '600px', width: '100%', borderRadius: '8px' },
  content: { padding: '8px 28px 20px' },
  text: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  title: { fontSize: '15px', fontWeight: 700, margin: '16px 0 6px', color: MAIL_COLOURS.accentDark },
  label: {
    fontSize: '15px',
    lineHeight: '22px',
    color: '#5b5563',
    padding: '3px 12px 3px 0',
    verticalAlign: 'top',
  },
  value: { fontSize: '15px', lineHeight: '22px', padding: '3px 0', textAlign: 'right' as const },
  button: {
    backgroundColor: MAIL_COLOURS.accent,
    color: '#ffffff',
    borderRadius: '6px',
    fontSize: '16px',
    fontWeight: 700,
    padding: '14px 24px',
    textDecoration: 'none',
  },
  small: {
    fontSize: '13px',
    lineHeight: '19px',
    color: '#5b5563',
    margin: '0 0 8px',
    wordBreak: 'break-all' as const,
  },
  quote: {
    borderLeft: `4px solid ${MAIL_COLOURS.accentLight}`,
    padding: '4px 0 4px 12px',
    margin: '0 0 16px',
    fontSize: '15px',
    lineHeight: '22px',
    whiteSpace: 'pre-wrap' as const,
  },
  footer: { padding: '4px 28px 24px' },
  footerText: { fontSize: '13px', lineHeight: '20px', color: '#5b5563', margin: '0 0 4px' },
  link: { color: MAIL_COLOURS.accentDark },
};

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** A line with its http(s) addresses as links (React escapes the text and the addresses). */
function linked(line: string, key: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of line.matchAll(URL_IN_TEXT)) {
    if (match.index > last) parts.push(line.slice(last, match.index));
    parts.push(
      <Link key={`${key}-${match.index}`} href={match[0]} style={styles.link}>
        {match[0]}
      </Link>,
    );
    last = match.index + match[0].length;
  }
  if (last < line.length) parts.push(line.slice(last));
  return parts;
}

/** Lines of a paragraph with line breaks between them, their addresses as links. */
function lines(values: readonly string[]): ReactNode[] {
  return values.flatMap((line, index) => {
    const text = linked(line, `l${index}`);
    // biome-ignore lint/suspicious/noArrayIndexKey: a message is rendered once, its lines never reorder.
    return index === 0 ? text : [<br key={`br${index}`} />, ...text];
  });
}

/** The words a layout prints itself, in the e-mail's language. */
const WORDS = {
  en: {
    orCopy: 'Or copy this address into your browser:',
    map: 'Map and directions',
    sentFor: 'Sent by Itaca on behalf of',
  },
  it: {
    orCopy: 'Oppure copia questo indirizzo nel browser:',
    map: 'Mappa e indicazioni',
    sentFor: 'Inviata da Itaca per conto di',
  },
} as const;

export type MailLanguage = keyof typeof WORDS;

function Block({ block, language }: { block: MailBlock; language: MailLanguage }) {
  switch (block.kind) {
    case 'paragraph':
      return <Text style={styles.text}>{lines(block.lines)}</Text>;
    case 'facts':
      return (
        <Section style={{ margin: '0 0 16px' }}>
          {block.title ? <Text style={styles.title}>{block.title}</Text> : null}
          {block.rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a message is rendered once, its blocks never reorder.
            <Row key={`${row.label}${index}`}>
              <Column style={styles.label}>{row.label}</Column>
              <Column style={row.strong ? { ...styles.value, fontWeight: 700 } : styles.value}>
                {row.value}
              </Column>
            </Row>
          ))}
        </Section>
      );
    case 'list':
      return (
        <Section style={{ margin: '0 0 16px' }}>
          {block.title ? <Text style={styles.title}>{block.title}</Text> : null}
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a message is rendered once, its blocks never reorder.
            <Text key={`${index}${item}`} style={{ ...styles.text, margin: '0 0 4px', paddingLeft: '12px' }}>
              {`• ${item}`}
            </Text>
          ))}
        </Section>
      );
    case 'button':
      return (
        <Section style={{ margin: '8px 0 20px' }}>
          <Button href={block.url} style={styles.button}>
            {block.label}
          </Button>
          <Text style={{ ...styles.small, marginTop: '12px' }}>
            {WORDS[language].orCopy}{' '}
            <Link href={block.url} style={styles.link}>
              {block.url}
            </Link>
          </Text>
        </Section>
      );
    case 'quote':
      return (
        <Section>
          {block.title ? <Text style={styles.title}>{block.title}</Text> : null}
          <Text style={styles.quote}>{lines(block.lines)}</Text>
        </Section>
      );
  }
}

function Shell({
  language,
  preview,
  header,
  blocks,
  footer,
}: {
  language: MailLanguage;
  preview: string;
  header: ReactNode;
  blocks: readonly MailBlock[];
  footer: ReactNode;
}) {
  return (
    <Html lang={language}>
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          {header}
          <Section style={styles.content}>
            {blocks.map((block, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a message is rendered once, its blocks never reorder.
              <Block key={`${block.kind}${index}`} block={block} language={language} />
            ))}
          </Section>
          <Hr style={{ borderColor: '#e6e1ea', margin: '0 28px 16px', width: 'auto' }} />
          <Section style={styles.footer}>{footer}</Section>
        </Container>
      </Body>
    </Html>
  );
}

function GuestHeader({ brand }: { brand: HotelBrand }) {
  return (
    <Section>
      {brand.coverUrl ? (
        <Img
          src={brand.coverUrl}
          alt={brand.name}
          width="600"
          style={{
            width: '100%',
            maxWidth: '600px',
            height: 'auto',
            borderRadius: '8px 8px 0 0',
            display: 'block',
          }}
        />
      ) : null}
      <Heading
        as="h1"
        style={{
          fontSize: '24px',
          lineHeight: '30px',
          margin: '24px 28px 8px',
          color: MAIL_COLOURS.accentDark,
        }}
      >
        {brand.name}
      </Heading>
    </Section>
  );
}

function GuestFooter({ brand, language }: { brand: HotelBrand; language: MailLanguage }) {
  return (
    <>
      <Text style={{ ...styles.footerText, fontWeight: 700, color: '#1f1b24' }}>{brand.name}</Text>
      {brand.address ? <Text style={styles.footerText}>{brand.address}</Text> : null}
      {brand.mapUrl ? (
        <Text style={styles.footerText}>
          <Link href={brand.mapUrl} style={styles.link}>
            {WORDS[language].map}
          </Link>
        </Text>
      ) : null}
      {brand.phone ? (
        <Text style={styles.footerText}>
          <Link href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`} style={styles.link}>
            {brand.phone}
          </Link>
        </Text>
      ) : null}
      {brand.email ? (
        <Text style={styles.footerText}>
          <Link href={`mailto:${brand.email}`} style={styles.link}>
            {brand.email}
          </Link>
        </Text>
      ) : null}
      <Text style={{ ...styles.footerText, marginTop: '12px', fontSize: '12px' }}>
        {`${WORDS[language].sentFor} ${brand.name}`}
      </Text>
    </>
  );
}

/** A complete HTML document: React Email's layout rendered to static markup, with its doctype. */
function toDocument(element: ReactNode): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">${renderToStaticMarkup(element)}`;
}

export function guestLayoutHtml(args: {
  language: MailLanguage;
  preview: string;
  brand: HotelBrand;
  blocks: readonly MailBlock[];
}): string {
  return toDocument(
    <Shell
      language={args.language}
      preview={args.preview}
      header={<GuestHeader brand={args.brand} />}
      blocks={args.blocks}
      footer={<GuestFooter brand={args.brand} language={args.language} />}
    />,
  );
}

export function platformLayoutHtml(args: {
  language: MailLanguage;
  preview: string;
  blocks: readonly MailBlock[];
}): string {
  return toDocument(
    <Shell
      language={args.language}
      preview={args.preview}
      header={
        <Heading
          as="h1"
          style={{
            fontSize: '22px',
            margin: '24px 28px 8px',
            color: MAIL_COLOURS.accent,
            letterSpacing: '0.5px',
          }}
        >
          Itaca
        </Heading>
      }
      blocks={args.blocks}
      footer={
        <Text style={styles.footerText}>
          {args.language === 'it' ? 'Itaca · la piattaforma per hotel' : 'Itaca · the hotel platform'}
        </Text>
      }
    />,
  );
}
