/**
 * Channel settings of a hotel (BODATA-6 Channel settings; Room type and Rate plan
 * linkedChannels): the channels it sells through, each enabled or disabled, and which of them each
 * room type and rate plan is linked to. The catalogue is our own WEBSITE plus the OTA and GDS
 * channels among the spec's reservation sources (every source that is not a direct one).
 */
import { isChannelSource, RESERVATION_SOURCES } from './reservation-sources.ts';

/** Our own booking engine (the widget and the hotel's site). */
export const WEBSITE_CHANNEL = 'WEBSITE';

/** Every channel a hotel may list, WEBSITE first, then the spec's order of sources. */
export const CHANNELS = [WEBSITE_CHANNEL, ...RESERVATION_SOURCES.filter(isChannelSource)] as [
  string,
  ...string[],
];
export type ChannelCode = string;

/** Channels a new hotel starts with (migration 0010 inserts the same). */
export const DEFAULT_CHANNELS: readonly ChannelCode[] = ['WEBSITE', 'BOOKING', 'EXPEDIA', 'AIRBNB'];

/** At most this many channels per hotel: the whole catalogue. */
export const MAX_CHANNELS = CHANNELS.length;

export type ChannelSetting = { id: number; channel: ChannelCode; disabled: boolean };

/**
 * The channels a bulk edit may target (BOCHECK-3): those linked to both the room type and the
 * rate plan, and not disabled, in the hotel's order:
 * bulkEditChannels(settings, ['BOOKING', 'WEBSITE'], ['WEBSITE']) = ['WEBSITE'].
 */
export function bulkEditChannels(
  settings: ReadonlyArray<Pick<ChannelSetting, 'channel' | 'disabled'>>,
  roomTypeChannels: ReadonlyArray<ChannelCode>,
  ratePlanChannels: ReadonlyArray<ChannelCode>,
): ChannelCode[] {
  const roomType = new Set(roomTypeChannels);
  const ratePlan = new Set(ratePlanChannels);
  return settings
    .filter((s) => !s.disabled && roomType.has(s.channel) && ratePlan.has(s.channel))
    .map((s) => s.channel);
}

/**
 * Links that name a channel the hotel does not list: the index of the first such entry and its
 * channel, or null when every link is a listed channel.
 */
export function unknownLink(
  listed: ReadonlyArray<ChannelCode>,
  links: ReadonlyArray<ChannelCode>,
): { index: number; channel: ChannelCode } | null {
  const known = new Set(listed);
  const index = links.findIndex((channel) => !known.has(channel));
  return index === -1 ? null : { index, channel: links[index] as ChannelCode };
}
