import { describe, expect, it } from 'vitest';
import { findMunicipality, MUNICIPALITIES, searchMunicipalities } from './data/municipalities.ts';
import {
  blankDocument,
  clearDocument,
  confirmDocument,
  type DocumentError,
  defaultPlaceCountry,
  documentBadge,
  documentErrors,
  fitToGuestCount,
  type GuestDocument,
  guestSlots,
  guestTypeOptions,
  isBlankDocument,
  legalAgeDate,
  prefillFromBooker,
  setExemption,
  setResident,
  startEditing,
} from './guest-documents.ts';

const MAX = '2027-01-30';
const ROMA = { country: 'IT', name: 'Roma', istat: '058091' };
const VENEZIA = { country: 'IT', name: 'Venezia', istat: '027042' };

/** A document that passes every rule (a single guest born in Rome). */
function complete(overrides: Partial<GuestDocument> = {}): GuestDocument {
  return {
    ...blankDocument('u-1', MAX, 7),
    name: 'Anna',
    surname: 'Rossi',
    gender: 'FEMALE',
    birthDate: '1985-04-12',
    birthPlace: ROMA,
    nationality: 'IT',
    citizenship: 'IT',
    type: 'IDENTITY_CARD',
    issuer: VENEZIA,
    number: 'CA12345AB',
    ...overrides,
  };
}

const codes = (errors: DocumentError[]) => errors.map((e) => `${e.field}:${e.code}`);

describe('municipalities', () => {
  it.each([
    ['058091', 'Roma', 'RM'],
    ['027042', 'Venezia', 'VE'],
    ['015146', 'Milano', 'MI'],
  ])('ISTAT %s is %s (%s)', (istat, name, province) => {
    expect(findMunicipality(istat)).toEqual({ istat, name, province });
  });

  it('has every municipality of 2020 and no unknown code', () => {
    expect(findMunicipality('999999')).toBeUndefined();
    expect(MUNICIPALITIES).toHaveLength(7904);
  });

  it('puts names starting with the text first, ignoring case and accents', () => {
    const names = searchMunicipalities('roma').map((m) => m.name);
    expect(names[0]).toBe('Roma');
    expect(names.slice(0, 3).every((n) => n.toLowerCase().startsWith('roma'))).toBe(true);
    expect(searchMunicipalities('forli').map((m) => m.name)).toContain('Forlì');
    expect(searchMunicipalities('')).toEqual([]);
  });
});

describe('documentErrors (PROPCHECK-3)', () => {
  it.each<[string, Partial<GuestDocument>, string[]]>([
    ['a complete document', {}, []],
    ['no name', { name: '  ' }, ['name:error.required']],
    ['no surname', { surname: '' }, ['surname:error.required']],
    ['no gender', { gender: null }, ['gender:error.required']],
    ['no birth date', { birthDate: null }, ['birthDate:error.required']],
    ['a birth date after maxDate', { birthDate: '2027-01-31' }, ['birthDate:error.date.invalid']],
    ['not a real date', { birthDate: '1985-02-30' }, ['birthDate:error.date.invalid']],
    ['no birthplace', { birthPlace: null }, ['birthPlace:error.required']],
    [
      'an Italian birthplace not in the list',
      { birthPlace: { country: 'IT', name: 'Atlantide', istat: '999999' } },
      ['birthPlace:error.place.not.match'],
    ],
    [
      'an ISTAT code with another name',
      { birthPlace: { country: 'IT', name: 'Milano', istat: '058091' } },
      ['birthPlace:error.place.not.match'],
    ],
    ['a foreign birthplace typed freely', { birthPlace: { country: 'FR', name: 'Lyon', istat: null } }, []],
    [
      'a foreign birthplace of one letter',
      { birthPlace: { country: 'FR', name: 'L', istat: null } },
      ['birthPlace:error.field.generic.minlength'],
    ],
    [
      'an unknown country',
      { birthPlace: { country: 'XX', name: 'Lyon', istat: null } },
      ['birthPlace:error.country.not.match'],
    ],
    ['no nationality', { nationality: null }, ['nationality:error.required']],
    ['an unknown citizenship', { citizenship: 'ZZ' }, ['citizenship:error.country.not.match']],
    ['no document type', { type: null }, ['type:error.required']],
    ['no issuer', { issuer: null }, ['issuer:error.required']],
    ['no number', { number: '' }, ['number:error.required']],
    ['a number with symbols', { number: 'AB#12' }, ['number:error.field.generic.invalid']],
    ['a number too long', { number: 'A'.repeat(21) }, ['number:error.field.generic.maxlength']],
    [
      'a group member without document fields',
      { guestType: 'GROUP_MEMBER', type: null, issuer: null, number: '' },
      [],
    ],
    [
      'a family member without document fields',
      { guestType: 'FAMILY_MEMBER', type: null, issuer: null, number: '' },
      [],
    ],
    [
      'a householder without document fields',
      { guestType: 'HOUSEHOLDER', type: null, issuer: null, number: '' },
      ['type:error.required', 'issuer:error.required', 'number:error.required'],
    ],
    [
      'resident and exempt at once',
      { resident: true, exemption: 'MINOR' },
      ['exemption:error.field.generic.invalid'],
    ],
    [
      'a minor as single guest (17 on maxDate)',
      { birthDate: '2009-01-31' },
      ['guestType:error.room.guest.not.selected'],
    ],
    ['a guest who turns 18 on maxDate', { birthDate: '2009-01-30' }, []],
    ['a minor as a family member', { birthDate: '2015-06-01', guestType: 'FAMILY_MEMBER' }, []],
    [
      'a minor as group leader',
      { birthDate: '2015-06-01', guestType: 'GROUP_LEADER' },
      ['guestType:error.room.guest.not.selected'],
    ],
  ])('%s', (_, overrides, expected) => {
    expect(codes(documentErrors(complete(overrides), findMunicipality))).toEqual(expected);
  });

  it('lists every missing field of a blank document', () => {
    expect(codes(documentErrors(blankDocument('u', MAX, null), findMunicipality))).toEqual([
      'name:error.required',
      'surname:error.required',
      'gender:error.required',
      'birthDate:error.required',
      'birthPlace:error.required',
      'nationality:error.required',
      'citizenship:error.required',
      'type:error.required',
      'issuer:error.required',
      'number:error.required',
    ]);
  });
});

describe('legalAgeDate', () => {
  it.each([
    ['2027-01-30', '2009-01-30'],
    ['2028-02-29', '2010-02-28'],
    ['2026-12-31', '2008-12-31'],
  ])('on %s a guest born on or before %s is of age', (date, expected) => {
    expect(legalAgeDate(date)).toBe(expected);
  });
});

describe('confirmDocument (PROPFLOW-1)', () => {
  it('marks a valid document COMPLETE, defaults the guest type and derives the province', () => {
    const confirmed = confirmDocument(complete({ name: ' Anna ' }), findMunicipality);
    expect(confirmed).toMatchObject({
      status: 'COMPLETE',
      guestType: 'SINGLE_GUEST',
      province: 'RM',
      name: 'Anna',
    });
  });

  it('keeps a chosen guest type', () => {
    expect(confirmDocument(complete({ guestType: 'HOUSEHOLDER' }), findMunicipality).guestType).toBe(
      'HOUSEHOLDER',
    );
  });

  it('marks an invalid document PARTIAL and leaves its guest type empty', () => {
    const confirmed = confirmDocument(complete({ surname: '' }), findMunicipality);
    expect(confirmed.status).toBe('PARTIAL');
    expect(confirmed.guestType).toBeNull();
  });

  it('has no province for a foreign birthplace', () => {
    const confirmed = confirmDocument(
      complete({ birthPlace: { country: 'DE', name: 'München', istat: null }, province: 'RM' }),
      findMunicipality,
    );
    expect(confirmed).toMatchObject({ status: 'COMPLETE', province: null });
  });

  it('drops the hidden document fields of a member', () => {
    const confirmed = confirmDocument(complete({ guestType: 'GROUP_MEMBER' }), findMunicipality);
    expect(confirmed).toMatchObject({ status: 'COMPLETE', type: null, issuer: null, number: '' });
  });

  it('ignores a status claimed by the caller', () => {
    expect(
      confirmDocument({ ...blankDocument('u', MAX, null), status: 'COMPLETE' }, findMunicipality).status,
    ).toBe('PARTIAL');
  });
});

describe('remove (PROPFLOW)', () => {
  it('clears every field except uuid, maxDate and roomId', () => {
    const cleared = clearDocument(complete({ guestType: 'HOUSEHOLDER', resident: true, status: 'COMPLETE' }));
    expect(cleared).toEqual(blankDocument('u-1', MAX, 7));
    expect(isBlankDocument(cleared)).toBe(true);
  });

  it('badges a guest with nothing entered as empty, a started one as partial', () => {
    expect(documentBadge(blankDocument('u-1', MAX, 7))).toBe('EMPTY');
    expect(documentBadge({ ...blankDocument('u-1', MAX, 7), name: 'Anna' })).toBe('PARTIAL');
    expect(documentBadge(complete({ status: 'COMPLETE' }))).toBe('COMPLETE');
  });
});

describe('resident and exemption', () => {
  it.each([
    ['resident clears the exemption', setResident(complete({ exemption: 'BUS_DRIVERS' }), true), true, null],
    [
      'an exemption clears resident',
      setExemption(complete({ resident: true }), 'ARMED_FORCES'),
      false,
      'ARMED_FORCES',
    ],
    ['no exemption keeps resident', setExemption(complete({ resident: true }), null), true, null],
    [
      'not resident keeps the exemption',
      setResident(complete({ exemption: 'MINOR' }), false),
      false,
      'MINOR',
    ],
  ])('%s', (_, doc, resident, exemption) => {
    expect(doc.resident).toBe(resident);
    expect(doc.exemption).toBe(exemption);
  });
});

describe('leader rules', () => {
  const leader = (type: 'GROUP_LEADER' | 'HOUSEHOLDER') => complete({ uuid: 'lead', guestType: type });
  const other = blankDocument('other', MAX, 7);

  it.each([
    ['GROUP_LEADER', 'GROUP_MEMBER'],
    ['HOUSEHOLDER', 'FAMILY_MEMBER'],
  ] as const)('editing an untyped document under a %s makes it a %s', (leaderType, memberType) => {
    const docs = [leader(leaderType), other];
    expect(startEditing(other, docs).guestType).toBe(memberType);
    expect(guestTypeOptions(other, docs)).toEqual([memberType]);
  });

  it('leaves a typed document and a reservation without leader alone', () => {
    const typed = { ...other, guestType: 'SINGLE_GUEST' as const };
    expect(startEditing(typed, [leader('GROUP_LEADER'), typed]).guestType).toBe('SINGLE_GUEST');
    expect(startEditing(other, [complete({ uuid: 'single' }), other]).guestType).toBeNull();
  });

  it('offers leader types and single guest when nobody leads, and only a leader its own choice', () => {
    expect(guestTypeOptions(other, [other])).toEqual(['SINGLE_GUEST', 'GROUP_LEADER', 'HOUSEHOLDER']);
    const lead = leader('HOUSEHOLDER');
    expect(guestTypeOptions(lead, [lead, other])).toEqual(['SINGLE_GUEST', 'GROUP_LEADER', 'HOUSEHOLDER']);
  });
});

describe('total guests rule (BOCHECK-9)', () => {
  let n = 0;
  const uuid = () => `new-${++n}`;
  const a = complete({ uuid: 'a', status: 'COMPLETE' });
  const b = complete({ uuid: 'b', surname: '', status: 'PARTIAL' });
  const blank = blankDocument('blank', MAX, 7);

  it('lists one slot per guest with its room', () => {
    expect(
      guestSlots([
        { roomId: 7, guests: 2 },
        { roomId: null, guests: 1 },
      ]),
    ).toEqual([7, 7, null]);
  });

  it('pads with blank documents carrying uuid, maxDate and the slot room', () => {
    n = 0;
    const fitted = fitToGuestCount([a], [7, 7, 9], MAX, uuid);
    expect(fitted.map((d) => d.uuid)).toEqual(['a', 'new-1', 'new-2']);
    expect(fitted[2]).toEqual(blankDocument('new-2', MAX, 9));
  });

  it.each<[string, GuestDocument[], number, string[]]>([
    ['drops blank documents first', [a, blank, b], 2, ['a', 'b']],
    ['then PARTIAL ones', [b, a, blank], 1, ['a']],
    ['then COMPLETE ones, the latest first', [a, { ...a, uuid: 'a2' }], 1, ['a']],
    ['keeps an exact list as it is', [a, b], 2, ['a', 'b']],
    ['empties the list for no guest', [a, b], 0, []],
  ])('trims: %s', (_, docs, count, expected) => {
    const slots = Array.from({ length: count }, () => 7);
    expect(fitToGuestCount(docs, slots, MAX, uuid).map((d) => d.uuid)).toEqual(expected);
  });
});

describe('check-in defaults', () => {
  const blank = blankDocument('u-1', '2027-01-30', 7);
  it.each<[string | null, string | null, string]>([
    ['FR', 'FR', 'FR'],
    [null, 'DE', 'DE'],
    ['CH', 'IT', 'CH'],
    [null, null, 'IT'],
  ])('a blank place of citizenship %s, nationality %s starts on %s', (citizenship, nationality, country) => {
    expect(defaultPlaceCountry({ citizenship, nationality })).toBe(country);
  });

  it('prefills a blank lead document from the booker, and never overwrites what was typed', () => {
    const booker = { name: 'Claire', surname: 'Martin', nationality: 'FR' };
    expect(prefillFromBooker(blank, booker)).toMatchObject({
      name: 'Claire',
      surname: 'Martin',
      nationality: 'FR',
      citizenship: 'FR',
      birthPlace: null,
      status: 'PARTIAL',
    });
    const typed = { ...blank, name: 'Anne' };
    expect(prefillFromBooker(typed, booker)).toBe(typed);
  });
});
