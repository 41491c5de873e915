/** The channels draft's changes: links keep the channels' order; a channel removed takes its links. */
import { describe, expect, it } from 'vitest';
import type { ChannelSettingsResponse } from '../../../contracts/secure/channels.ts';
import { type ChannelsDraft, channelsBody, withLink, withoutChannel } from './channels-draft.ts';

const draft: ChannelsDraft = {
  channels: [
    { channel: 'BOOKING', disabled: false },
    { channel: 'EXPEDIA', disabled: true },
    { channel: 'AIRBNB', disabled: false },
  ],
  roomTypes: { 1: ['AIRBNB'], 2: [] },
  ratePlans: { 7: ['BOOKING', 'AIRBNB'] },
};

describe('channels draft', () => {
  it.each([
    ['links in the channels order', 'roomTypes', 1, 'BOOKING', true, ['BOOKING', 'AIRBNB']],
    ['unlinks', 'ratePlans', 7, 'BOOKING', false, ['AIRBNB']],
    ['links an item that had none', 'roomTypes', 3, 'EXPEDIA', true, ['EXPEDIA']],
    ['linking twice changes nothing', 'roomTypes', 1, 'AIRBNB', true, ['AIRBNB']],
  ] as const)('%s', (_, kind, id, channel, linked, expected) => {
    expect(withLink(draft, kind, id, channel, linked)[kind][id]).toEqual(expected);
  });

  it('removes a channel and every link to it, the rest untouched', () => {
    expect(withoutChannel(draft, 'AIRBNB')).toEqual({
      channels: [
        { channel: 'BOOKING', disabled: false },
        { channel: 'EXPEDIA', disabled: true },
      ],
      roomTypes: { 1: [], 2: [] },
      ratePlans: { 7: ['BOOKING'] },
    });
  });

  it('saves every room type and rate plan read, with the version read (none linked: an empty list)', () => {
    const item = (id: number) => ({ id, nameKey: `item.${id}`, name: {}, enabled: true, linkedChannels: [] });
    const read: ChannelSettingsResponse = {
      version: 4,
      catalogue: ['AIRBNB', 'BOOKING', 'EXPEDIA'],
      channels: draft.channels.map((c, index) => ({ id: index + 1, ...c })),
      roomTypes: [item(1), { ...item(5), linkedChannels: ['BOOKING'] }],
      ratePlans: [{ ...item(7), derived: false }],
    };
    expect(channelsBody(draft, read)).toEqual({
      version: 4,
      channels: draft.channels,
      roomTypes: [
        { id: 1, linkedChannels: ['AIRBNB'] },
        { id: 5, linkedChannels: [] },
      ],
      ratePlans: [{ id: 7, linkedChannels: ['BOOKING', 'AIRBNB'] }],
    });
  });
});
