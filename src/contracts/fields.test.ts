import { describe, expect, it } from 'vitest';
import { guestSchema } from './booking.ts';
import { demoRequestSchema } from './demo-request.ts';
import {
  hasControlCharacters,
  INVALID_CHARACTERS,
  normaliseText,
  optionalText,
  requiredText,
} from './fields.ts';
import { guestDocumentInput } from './secure/guest-documents.ts';

/** The codes of a failed parse, or the parsed value. */
function parse(
  schema: {
    safeParse: (v: unknown) => {
      success: boolean;
      data?: unknown;
      error?: { issues: { message: string }[] };
    };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { codes: result.error?.issues.map((i) => i.message) };
}

const line = requiredText(60);
const text = optionalText(400, { multiline: true });

describe('text fields refuse characters that are not what they look like', () => {
  it.each([
    ['U+202E right-to-left override', 'Probe\u202egnp.exe'],
    ['U+202A left-to-right embedding', 'a\u202Ab'],
    ['U+202D left-to-right override', 'a\u202Db'],
    ['U+2066 left-to-right isolate', 'a\u2066b'],
    ['U+2069 pop directional isolate', 'a\u2069b'],
    ['U+200E left-to-right mark', 'a\u200Eb'],
    ['U+200F right-to-left mark', 'a\u200Fb'],
    ['U+061C Arabic letter mark', 'a\u061Cb'],
    ['U+2028 line separator', 'a\u2028b'],
    ['U+2029 paragraph separator', 'a\u2029b'],
    ['U+0000 NUL', 'a\u0000b'],
    ['U+001B escape', 'a\u001bb'],
    ['U+007F DEL', 'a\u007fb'],
    ['U+0080 (C1)', 'a\u0080b'],
    ['U+0085 next line (C1)', 'a\u0085b'],
    ['U+009F (C1)', 'a\u009fb'],
    ['U+200B zero-width space', 'a\u200Bb'],
    ['U+200C zero-width non-joiner', 'a\u200Cb'],
    ['U+200D zero-width joiner', 'a\u200Db'],
    ['U+2060 word joiner', 'a\u2060b'],
    ['U+FEFF zero-width no-break space', 'a\uFEFFb'],
    ['a line feed in a one-line field', 'Maria\nBcc: x@example.com'],
    ['a carriage return in a one-line field', 'Maria\rRossi'],
    ['a tab in a one-line field', 'Maria\tRossi'],
  ])('%s → %s', (_label, value) => {
    expect(parse(line, value)).toEqual({ codes: [INVALID_CHARACTERS] });
    expect(hasControlCharacters(value)).toBe(true);
  });

  it.each([
    ['U+202E', 'a\u202Eb'],
    ['U+2028', 'a\u2028b'],
    ['U+0085', 'a\u0085b'],
    ['U+200B', 'a\u200Bb'],
    ['U+0000', 'a\u0000b'],
    ['U+000B vertical tab', 'a\u000Bb'],
  ])('multi-line text refuses %s too', (_label, value) => {
    expect(parse(text, value)).toEqual({ codes: [INVALID_CHARACTERS] });
  });

  it('multi-line text keeps tabs and line breaks, storing CRLF and CR as LF', () => {
    expect(parse(text, 'one\ttwo\nthree\r\nfour\rfive')).toEqual({ value: 'one\ttwo\nthree\nfour\nfive' });
  });

  it.each([
    ['accents', 'Città di Castello'],
    ['apostrophes and dashes', "Dell'Orto-Bianchi"],
    ['emoji', 'Hotel 🏨'],
    ['Arabic', 'فندق'],
    ['Hebrew', 'מלון'],
    ['Japanese', 'ホテル'],
    ['Greek', 'Ξενοδοχείο'],
  ])('accepts real text: %s', (_label, value) => {
    expect(parse(line, value)).toEqual({ value });
  });

  it('NFC-normalises what it accepts: one code point per letter, whatever the keyboard sent', () => {
    const decomposed = 'Cafe\u0301 Nicolo\u0300';
    const result = parse(line, ` ${decomposed} `);
    expect(result).toEqual({ value: 'Café Nicolò' });
    expect((result.value as string).length).toBe(11);
    expect(normaliseText('A\u030A')).toBe('\u00C5');
  });

  it('counts the length after normalisation (a decomposed name that fits is accepted)', () => {
    const short = requiredText(4);
    expect(parse(short, 'e\u0301e\u0301e\u0301e\u0301')).toEqual({ value: 'éééé' });
  });
});

describe('every schema with one-line text uses the rule', () => {
  it('demo request: name, surname, hotel name; message keeps its line breaks', () => {
    const base = {
      name: 'Maria',
      surname: 'Rossi',
      email: 'maria@example.com',
      hotelName: 'Hotel Roma',
      privacy: true,
    };
    for (const field of ['name', 'surname', 'hotelName']) {
      const result = demoRequestSchema.safeParse({ ...base, [field]: 'Probe\u202egnp.exe' });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        [field, INVALID_CHARACTERS],
      ]);
    }
    expect(demoRequestSchema.parse({ ...base, message: 'Line one\r\nLine two' }).message).toBe(
      'Line one\nLine two',
    );
  });

  it('booking guest: name, surname and nationality', () => {
    const guest = {
      name: 'Maria',
      surname: 'Rossi',
      email: 'maria@example.com',
      phone: { prefix: '+39', number: '3331234567' },
      nationality: 'Italiana',
    };
    expect(guestSchema.safeParse(guest).success).toBe(true);
    for (const field of ['name', 'surname', 'nationality']) {
      const result = guestSchema.safeParse({ ...guest, [field]: 'Ro\u200Bssi' });
      expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(INVALID_CHARACTERS);
    }
  });

  it('guest documents: names, surnames, document numbers and places', () => {
    const result = guestDocumentInput.safeParse({ name: 'Ma\u202Eria', surname: 'Ro\u2028ssi' });
    const codes = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(codes.name).toBe(INVALID_CHARACTERS);
    expect(codes.surname).toBe(INVALID_CHARACTERS);
  });
});
