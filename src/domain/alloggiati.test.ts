import { describe, expect, it } from 'vitest';
import {
  ALLOGGIATI_FIELDS,
  type AlloggiatiField,
  alloggiatiFile,
  LINE_LENGTH,
  lineGuestType,
  municipalityCode,
  policeReport,
  transliterate,
} from './alloggiati.ts';
import { alloggiatiStateCode } from './data/alloggiati-states.ts';
import { findMunicipality } from './data/municipalities.ts';
import { confirmDocument, type GuestDocument } from './guest-documents.ts';

/** `n` spaces, so the expected lines below read field by field. */
const sp = (n: number) => ' '.repeat(n);

const FIRENZE = { country: 'IT', name: 'Firenze', istat: '048017' };
const ROMA = { country: 'IT', name: 'Roma', istat: '058091' };
const MILANO = { country: 'IT', name: 'Milano', istat: '015146' };

/** A complete document (confirmed by the shared rules), changed by `over`. */
function doc(uuid: string, over: Partial<GuestDocument>): GuestDocument {
  return confirmDocument(
    {
      uuid,
      name: 'Mario',
      surname: 'Rossi',
      gender: 'MALE',
      birthDate: '1980-05-17',
      maxDate: '2027-03-10',
      birthPlace: FIRENZE,
      province: null,
      nationality: 'IT',
      citizenship: 'IT',
      type: 'IDENTITY_CARD',
      issuer: ROMA,
      number: 'CA12345BB',
      guestType: 'SINGLE_GUEST',
      resident: false,
      exemption: null,
      roomId: 7,
      status: 'PARTIAL',
      ...over,
    },
    findMunicipality,
  );
}

const party = (code: string, documents: GuestDocument[], departure = '2027-03-13') => ({
  code,
  arrival: '2027-03-10',
  departure,
  documents,
});

const report = (...parties: ReturnType<typeof party>[]) => policeReport(parties, findMunicipality);

/** The line's fields cut at the layout's widths. */
function fields(line: string): Record<AlloggiatiField, string> {
  let at = 0;
  return Object.fromEntries(
    ALLOGGIATI_FIELDS.map(([field, width]) => {
      const value = line.slice(at, at + width);
      at += width;
      return [field, value];
    }),
  ) as Record<AlloggiatiField, string>;
}

describe('the record layout', () => {
  it('adds up to the 168 characters of the tracciato record', () => {
    expect(ALLOGGIATI_FIELDS.reduce((sum, [, width]) => sum + width, 0)).toBe(168);
    expect(LINE_LENGTH).toBe(168);
  });

  it('writes a single Italian guest with an identity card issued by a municipality', () => {
    const { lines, incomplete } = report(party('ITA0000001', [doc('g1', {})]));
    expect(incomplete).toEqual([]);
    expect(lines).toEqual([
      {
        code: 'ITA0000001',
        uuid: 'g1',
        guest: 'Mario Rossi',
        line: `1610/03/202703ROSSI${sp(45)}MARIO${sp(25)}117/05/1980409048017FI100000100100000100IDENTCA12345BB${sp(11)}412058091`,
      },
    ]);
    expect(lines[0]?.line).toHaveLength(168);
  });

  it('writes a family: the head (17) with its document, then the minors (19) with blank document fields', () => {
    const { lines, incomplete } = report(
      party('FAM0000001', [
        doc('son', {
          name: 'Luca',
          gender: 'MALE',
          birthDate: '2017-01-02',
          guestType: 'FAMILY_MEMBER',
          type: null,
          issuer: null,
          number: '',
        }),
        doc('mother', { name: 'Anna', gender: 'FEMALE', guestType: 'HOUSEHOLDER', birthPlace: MILANO }),
        doc('baby', {
          name: 'Sofia',
          gender: 'FEMALE',
          birthDate: '2026-06-30',
          guestType: 'FAMILY_MEMBER',
          type: null,
          issuer: null,
          number: '',
        }),
      ]),
    );
    expect(incomplete).toEqual([]);
    expect(lines.map((l) => l.uuid)).toEqual(['mother', 'son', 'baby']);
    expect(lines.map((l) => l.line)).toEqual([
      `1710/03/202703ROSSI${sp(45)}ANNA${sp(26)}217/05/1980403015146MI100000100100000100IDENTCA12345BB${sp(11)}412058091`,
      `1910/03/202703ROSSI${sp(45)}LUCA${sp(26)}102/01/2017409048017FI100000100100000100${sp(34)}`,
      `1910/03/202703ROSSI${sp(45)}SOFIA${sp(25)}230/06/2026409048017FI100000100100000100${sp(34)}`,
    ]);
  });

  it('writes a group: the head (18) first, its members (20) after it with the same arrival date', () => {
    const { lines } = report(
      party('GRP0000001', [
        doc('m1', { name: 'Paolo', guestType: 'GROUP_MEMBER', type: null, issuer: null, number: '' }),
        doc('lead', { name: 'Carla', gender: 'FEMALE', guestType: 'GROUP_LEADER' }),
        doc('m2', { name: 'Piero', guestType: 'GROUP_MEMBER', type: null, issuer: null, number: '' }),
      ]),
    );
    expect(lines.map((l) => fields(l.line).guestType)).toEqual(['18', '20', '20']);
    expect(lines.map((l) => fields(l.line).name.trim())).toEqual(['CARLA', 'PAOLO', 'PIERO']);
    expect(new Set(lines.map((l) => fields(l.line).arrivalDate))).toEqual(new Set(['10/03/2027']));
  });

  it('writes a foreign passport holder: no municipality or province, the states and the issuing state', () => {
    const { lines } = report(
      party('FOR0000001', [
        doc('fr', {
          name: 'Claire',
          surname: 'Dubois',
          gender: 'FEMALE',
          birthPlace: { country: 'FR', name: 'Lyon', istat: null },
          nationality: 'FR',
          citizenship: 'FR',
          type: 'PASSPORT',
          issuer: { country: 'FR', name: 'Paris', istat: null },
          number: '19AB12345',
        }),
      ]),
    );
    expect(lines[0]?.line).toBe(
      `1610/03/202703DUBOIS${sp(44)}CLAIRE${sp(24)}217/05/1980${sp(9)}${sp(2)}100000215100000215PASOR19AB12345${sp(11)}100000215`,
    );
  });

  it('writes accents and apostrophes as the service takes them', () => {
    const { lines } = report(
      party('ACC0000001', [doc('a', { name: 'Nicolò', surname: 'D’Alessandro-Müller' })]),
    );
    expect(fields(lines[0]?.line ?? '').surname.trimEnd()).toBe("D'ALESSANDRO-MULLER");
    expect(fields(lines[0]?.line ?? '').name.trimEnd()).toBe('NICOLO');
    expect(lines[0]?.line).toMatch(/^[\x20-\x7e]{168}$/);
  });

  it('cuts an over-long surname at 50 and a name at 30 characters, the line staying 168 long', () => {
    const surname = 'Wolfeschlegelsteinhausenbergerdorff-Hubertsonnenberg';
    const { lines } = report(
      party('LNG0000001', [doc('l', { name: 'Maximilianus Johannes Friedrich', surname })]),
    );
    const line = lines[0]?.line ?? '';
    expect(line).toHaveLength(168);
    expect(fields(line).surname).toBe('WOLFESCHLEGELSTEINHAUSENBERGERDORFF-HUBERTSONNENBE');
    expect(fields(line).name).toBe('MAXIMILIANUS JOHANNES FRIEDRIC');
  });

  it('counts the nights, at most 30', () => {
    const nights = (departure: string) =>
      fields(report(party('N', [doc('n', {})], departure)).lines[0]?.line ?? '').nights;
    expect([nights('2027-03-11'), nights('2027-04-09'), nights('2027-04-20')]).toEqual(['01', '30', '30']);
  });

  it.each([
    ['16', 'SINGLE_GUEST'],
    ['17', 'HOUSEHOLDER'],
    ['18', 'GROUP_LEADER'],
    ['19', 'FAMILY_MEMBER'],
    ['20', 'GROUP_MEMBER'],
    ['21', null],
  ])('reads the guest type of a line starting %s', (code, type) => {
    expect(lineGuestType(`${code}10/03/2027`)).toBe(type);
  });

  it('ends every line with CR LF', () => {
    const file = alloggiatiFile(report(party('A', [doc('a', {}), doc('b', { name: 'Ugo' })])).lines);
    expect(file.split('\r\n')).toHaveLength(3);
    expect(file.endsWith('\r\n')).toBe(true);
    expect(alloggiatiFile([])).toBe('');
  });
});

describe('incomplete guests', () => {
  it.each([
    ['a missing document number', { number: '' }, ['number']],
    ['no birth date', { birthDate: null }, ['birthDate']],
    ['a citizenship with no code in the service (a territory)', { citizenship: 'GI' }, ['citizenship']],
    ['a residence permit (no code among the identity documents)', { type: 'RESIDENCE_PERMIT' }, ['type']],
    ['a Cyrillic surname', { surname: 'Иванов' }, ['surname']],
    [
      'a foreign birthplace in a territory',
      { birthPlace: { country: 'GI', name: 'Gibraltar', istat: null } },
      ['birthPlace'],
    ],
  ] as const)('lists %s with the fields to fix', (_, over, missing) => {
    const result = report(party('INC0000001', [doc('x', over as Partial<GuestDocument>)]));
    expect(result.lines).toEqual([]);
    expect(result.incomplete).toEqual([
      { code: 'INC0000001', uuid: 'x', guest: expect.any(String), missing },
    ]);
  });

  it('sends a guest whose only problem is the city tax (resident with an exemption)', () => {
    const result = report(party('TAX0000001', [doc('t', { resident: true, exemption: 'MINOR' })]));
    expect(result.incomplete).toEqual([]);
    expect(result.lines.map((l) => l.uuid)).toEqual(['t']);
  });

  it('holds back the members of a head that cannot be sent', () => {
    const result = report(
      party('FAM0000002', [
        doc('head', { guestType: 'HOUSEHOLDER', number: '' }),
        doc('kid', { name: 'Leo', guestType: 'FAMILY_MEMBER', type: null, issuer: null, number: '' }),
      ]),
    );
    expect(result.lines).toEqual([]);
    expect(result.incomplete.map((g) => [g.uuid, g.missing])).toEqual([
      ['head', ['number']],
      ['kid', ['leader']],
    ]);
  });

  it('keeps the complete guests of a party whose other single guest is incomplete', () => {
    const result = report(party('TWO0000001', [doc('ok', {}), doc('ko', { name: 'Ugo', gender: null })]));
    expect(result.lines.map((l) => l.uuid)).toEqual(['ok']);
    expect(result.incomplete.map((g) => g.missing)).toEqual([['gender']]);
  });
});

describe('codes of the service tables', () => {
  it.each([
    ['048017', '409048017'], // Firenze, Toscana
    ['015146', '403015146'], // Milano, Lombardia
    ['058091', '412058091'], // Roma, Lazio
    ['028001', '405028001'], // Abano Terme, Veneto
    ['035033', '408035033'], // Reggio nell'Emilia, Emilia-Romagna
    ['111015', '420111015'], // a municipality of Sud Sardegna
    ['999001', null],
    ['58091', null],
  ])('municipality %s → %s', (istat, code) => {
    expect(municipalityCode(istat)).toBe(code);
  });

  it('has a region for every shipped municipality', () => {
    expect(
      Object.values(['001272', '021008', '082053', '093033', '110001']).map((istat) =>
        municipalityCode(istat),
      ),
    ).toEqual(['401001272', '404021008', '419082053', '406093033', '416110001']);
  });

  it.each([
    ['IT', '100000100'],
    ['FR', '100000215'],
    ['DE', '100000216'],
    ['GB', '100000219'],
    ['US', '100000536'],
    ['JP', '100000326'],
    ['BR', '100000605'],
    ['AU', '100000701'],
    ['GI', null],
    ['ZZ', null],
  ])('state %s → %s', (iso, code) => {
    expect(alloggiatiStateCode(iso)).toBe(code);
  });

  it.each([
    ['Müller', 'MULLER'],
    ['Łukasz Wąsowski', 'LUKASZ WASOWSKI'],
    ['Weiß', 'WEISS'],
    ['Søren Ærø', 'SOREN AERO'],
    ["O'Brien", "O'BRIEN"],
    ['D‘Amico', "D'AMICO"],
    ['  Anna   Maria ', 'ANNA MARIA'],
    ['Иван', null],
    ['李', null],
  ])('transliterates %s → %s', (text, latin) => {
    expect(transliterate(text)).toBe(latin);
  });
});
