/**
 * The channels screen's draft: the channels (on or off) and, for each room type and rate plan,
 * the channels it is linked to, in the channels' order. Changed locally, saved as a whole.
 */
import type { ChannelSettingsResponse, ChannelSettingsUpdate } from '../../../contracts/secure/channels.ts';

export type ChannelsDraft = {
  channels: { channel: string; disabled: boolean }[];
  roomTypes: Record<number, string[]>;
  ratePlans: Record<number, string[]>;
};

export const draftOf = (data: ChannelSettingsResponse): ChannelsDraft => ({
  channels: data.channels.map(({ channel, disabled }) => ({ channel, disabled })),
  roomTypes: Object.fromEntries(data.roomTypes.map((r) => [r.id, r.linkedChannels])),
  ratePlans: Object.fromEntries(data.ratePlans.map((p) => [p.id, p.linkedChannels])),
});

/** The draft with `id` of `kind` linked to `channel` or not; links keep the channels' order. */
export function withLink(
  draft: ChannelsDraft,
  kind: 'roomTypes' | 'ratePlans',
  id: number,
  channel: string,
  linked: boolean,
): ChannelsDraft {
  const order = draft.channels.map((c) => c.channel);
  const links = new Set(draft[kind][id] ?? []);
  if (linked) links.add(channel);
  else links.delete(channel);
  return { ...draft, [kind]: { ...draft[kind], [id]: order.filter((c) => links.has(c)) } };
}

/** The draft without `channel`, nor any link to it. */
export function withoutChannel(draft: ChannelsDraft, channel: string): ChannelsDraft {
  const strip = (links: Record<number, string[]>) =>
    Object.fromEntries(Object.entries(links).map(([id, list]) => [id, list.filter((c) => c !== channel)]));
  return {
    channels: draft.channels.filter((c) => c.channel !== channel),
    roomTypes: strip(draft.roomTypes),
    ratePlans: strip(draft.ratePlans),
  };
}

/** The save of `draft` made from `data`: every room type and rate plan read, with its links. */
export const channelsBody = (draft: ChannelsDraft, data: ChannelSettingsResponse): ChannelSettingsUpdate => ({
  version: data.version,
  channels: draft.channels,
  roomTypes: data.roomTypes.map((r) => ({ id: r.id, linkedChannels: draft.roomTypes[r.id] ?? [] })),
  ratePlans: data.ratePlans.map((p) => ({ id: p.id, linkedChannels: draft.ratePlans[p.id] ?? [] })),
});
