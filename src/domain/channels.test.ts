import { describe, expect, it } from 'vitest';
import { bulkEditChannels, CHANNELS, unknownLink } from './channels.ts';

describe('channels', () => {
  it('lists WEBSITE first, then the OTA and GDS sources, never the direct ones', () => {
    expect(CHANNELS[0]).toBe('WEBSITE');
    expect(CHANNELS).toContain('BOOKING');
    for (const direct of ['PHONE', 'EMAIL', 'PORTAL', 'WIDGET', 'OTHER'])
      expect(CHANNELS).not.toContain(direct);
  });

  it('offers a bulk edit only the enabled channels linked to both the room type and the plan', () => {
    const settings = [
      { channel: 'WEBSITE', disabled: false },
      { channel: 'BOOKING', disabled: false },
      { channel: 'AIRBNB', disabled: true },
    ];
    expect(bulkEditChannels(settings, ['BOOKING', 'WEBSITE', 'AIRBNB'], ['AIRBNB', 'WEBSITE'])).toEqual([
      'WEBSITE',
    ]);
    expect(bulkEditChannels(settings, ['BOOKING'], ['WEBSITE'])).toEqual([]);
  });

  it('names the first link to a channel that is not listed', () => {
    expect(unknownLink(['WEBSITE'], ['WEBSITE'])).toBeNull();
    expect(unknownLink(['WEBSITE'], ['WEBSITE', 'AGODA'])).toEqual({ index: 1, channel: 'AGODA' });
  });
});
