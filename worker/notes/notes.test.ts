/**
 * The notes use case on D1, without HTTP, for both owners: a reservation of the hotel and the
 * hotel itself. Versions guard edits and removals; a note is only its owner's; a reservation's
 * note writes are in its history, the hotel's are not.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertManager } from '../data/managers.ts';
import { HOTEL_ID } from '../test/booking-fixture.ts';
import { insertStay, OTHER_HOTEL_ID, PLANNER, seedPlanningFixture } from '../test/planning-fixture.ts';
import { addNote, editNote, listNotes, type NoteActor, type NoteOwner, removeNote } from './notes.ts';

const db = env.DB;
const NOW = new Date('2027-03-10T09:00:00Z');
const LATER = new Date('2027-03-10T10:30:00Z');

let planner: NoteActor;
let rival: NoteActor;

type ReservationOwner = Extract<NoteOwner, { kind: 'reservation' }> & { reservationId: number };

/** A reservation written straight into D1 (no nights taken: the notes do not care). */
async function reservationOwner(hotelId: number = HOTEL_ID): Promise<ReservationOwner> {
  const { code, reservationId } = await insertStay({
    from: 2,
    nights: 1,
    room: null,
    hotelId,
    takeInventory: false,
  });
  return { kind: 'reservation', hotelId, code, reservationId };
}

/** A fresh owner of each kind: the hotel's notes are shared by the file, so hotel tests start from their count. */
const owners: [string, () => Promise<NoteOwner>][] = [
  ['a reservation', reservationOwner],
  ['the hotel', async () => ({ kind: 'hotel', hotelId: HOTEL_ID })],
];

async function added(owner: NoteOwner, text: string, actor: NoteActor = planner, now: Date = NOW) {
  const result = await addNote(db, owner, { text }, actor, now);
  if (result.kind !== 'saved') throw new Error(`not added: ${result.kind}`);
  return result.note;
}

async function notesOf(owner: NoteOwner) {
  const result = await listNotes(db, owner);
  if (result.kind !== 'listed') throw new Error(`not listed: ${result.kind}`);
  return result.notes;
}

const eventsOf = async (reservationId: number) =>
  (
    await db
      .prepare('SELECT type, detail_json FROM reservation_events WHERE reservation_id = ? ORDER BY id')
      .bind(reservationId)
      .all<{ type: string; detail_json: string }>()
  ).results.map((e) => [e.type, JSON.parse(e.detail_json)]);

beforeAll(async () => {
  await seedPlanningFixture();
  const row = await db
    .prepare('SELECT id, name, surname FROM managers WHERE email = ?')
    .bind(PLANNER)
    .first<NoteActor>();
  if (!row) throw new Error('no planner');
  planner = row;
  const rivalId = await insertManager(db, {
    email: 'notes.rival@example.com',
    username: 'notes_rival',
    name: 'Luca',
    surname: 'Verdi',
    passwordHash: 'x',
  });
  rival = { id: rivalId, name: 'Luca', surname: 'Verdi' };
});

describe.each(owners)('notes of %s', (_, makeOwner) => {
  it('adds, lists newest first, edits and removes, with author and last editor', async () => {
    const owner = await makeOwner();
    const before = (await notesOf(owner)).length;
    const first = await added(owner, 'Late arrival, around 23:00');
    expect(first).toMatchObject({
      text: 'Late arrival, around 23:00',
      createdBy: { name: planner.name, surname: planner.surname },
      createdDate: NOW.toISOString(),
      lastModifiedBy: null,
      isEdited: false,
      version: 1,
    });
    const second = await added(owner, 'Needs a cot', rival, LATER);
    expect((await notesOf(owner)).slice(0, 2).map((n) => n.id)).toEqual([second.id, first.id]);

    const edit = await editNote(
      db,
      owner,
      first.id,
      { text: 'Arrives at midnight', version: 1 },
      rival,
      LATER,
    );
    expect(edit).toEqual({
      kind: 'saved',
      note: {
        ...first,
        text: 'Arrives at midnight',
        lastModifiedBy: { name: 'Luca', surname: 'Verdi' },
        lastModifiedDate: LATER.toISOString(),
        isEdited: true,
        version: 2,
      },
    });
    expect(await removeNote(db, owner, first.id, 2, planner, LATER)).toEqual({ kind: 'removed' });
    expect(await notesOf(owner)).toHaveLength(before + 1);
  });

  it('writes nothing for a stale version (conflict) and answers not-found once the note is gone', async () => {
    const owner = await makeOwner();
    const note = await added(owner, 'Breakfast in the room');
    await editNote(db, owner, note.id, { text: 'Breakfast at 7', version: 1 }, rival, LATER);

    expect(
      await editNote(db, owner, note.id, { text: 'Breakfast at 9', version: 1 }, planner, LATER),
    ).toEqual({
      kind: 'conflict',
    });
    expect(await removeNote(db, owner, note.id, 1, planner, LATER)).toEqual({ kind: 'conflict' });
    expect((await notesOf(owner)).find((n) => n.id === note.id)).toMatchObject({
      text: 'Breakfast at 7',
      version: 2,
    });

    await removeNote(db, owner, note.id, 2, planner, LATER);
    expect(await editNote(db, owner, note.id, { text: 'x', version: 2 }, planner, LATER)).toEqual({
      kind: 'not-found',
    });
    expect(await removeNote(db, owner, note.id, 2, planner, LATER)).toEqual({ kind: 'not-found' });
  });
});

describe('whose note it is', () => {
  it("finds no note of another reservation's", async () => {
    const one = await reservationOwner();
    const other = await reservationOwner();
    const mine = await added(one, 'Not yours');
    expect(await editNote(db, other, mine.id, { text: 'x', version: 1 }, planner, LATER)).toEqual({
      kind: 'not-found',
    });
    expect(await removeNote(db, other, mine.id, 1, planner, LATER)).toEqual({ kind: 'not-found' });
    expect((await notesOf(one)).map((n) => n.text)).toEqual(['Not yours']);
    expect(await notesOf(other)).toEqual([]);
  });

  it("finds no note of another hotel's", async () => {
    const elsewhere: NoteOwner = { kind: 'hotel', hotelId: OTHER_HOTEL_ID };
    const theHotel: NoteOwner = { kind: 'hotel', hotelId: HOTEL_ID };
    const theirs = await added(elsewhere, 'Boiler check on Monday');
    expect(await editNote(db, theHotel, theirs.id, { text: 'x', version: 1 }, planner, LATER)).toEqual({
      kind: 'not-found',
    });
    expect(await removeNote(db, theHotel, theirs.id, 1, planner, LATER)).toEqual({ kind: 'not-found' });
    expect(await notesOf(elsewhere)).toEqual([theirs]);
  });

  it('answers owner-not-found for a code that is not a reservation of the hotel', async () => {
    const elsewhere = await reservationOwner(OTHER_HOTEL_ID);
    const wrongHotel: NoteOwner = { kind: 'reservation', hotelId: HOTEL_ID, code: elsewhere.code };
    const gone = { kind: 'owner-not-found' };
    expect(await listNotes(db, wrongHotel)).toEqual(gone);
    expect(await addNote(db, wrongHotel, { text: 'x' }, planner, NOW)).toEqual(gone);
    expect(await editNote(db, wrongHotel, 1, { text: 'x', version: 1 }, planner, NOW)).toEqual(gone);
    expect(await removeNote(db, wrongHotel, 1, 1, planner, NOW)).toEqual(gone);
    expect(await notesOf(elsewhere)).toEqual([]);
  });
});

describe('the history', () => {
  it("records a reservation's note added, edited and removed, and not the writes that lost", async () => {
    const owner = await reservationOwner();
    const note = await added(owner, 'Allergic to feathers');
    await editNote(db, owner, note.id, { text: 'Allergic to feathers and nuts', version: 1 }, rival, LATER);
    await editNote(db, owner, note.id, { text: 'stale', version: 1 }, planner, LATER);
    await removeNote(db, owner, note.id, 1, planner, LATER);
    await removeNote(db, owner, note.id, 2, planner, LATER);
    expect(await eventsOf(owner.reservationId)).toEqual([
      ['NOTE_ADDED', {}],
      ['NOTE_EDITED', { noteId: note.id }],
      ['NOTE_REMOVED', { noteId: note.id }],
    ]);
  });

  it("keeps no history of the hotel's notes", async () => {
    const before = await db.prepare('SELECT count(*) AS n FROM reservation_events').first<{ n: number }>();
    const theHotel: NoteOwner = { kind: 'hotel', hotelId: HOTEL_ID };
    const note = await added(theHotel, 'Lift service on Friday');
    await editNote(db, theHotel, note.id, { text: 'Lift service on Saturday', version: 1 }, planner, LATER);
    await removeNote(db, theHotel, note.id, 2, planner, LATER);
    const after = await db.prepare('SELECT count(*) AS n FROM reservation_events').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });
});
