/**
 * The channel manager list's API (BODATA-6 Channel settings; Room type and Rate plan
 * linkedChannels):
 *
 *   GET /api/rs/secure/hotels/{hotelId}/channels  → ChannelSettingsResponse
 *   PUT /api/rs/secure/hotels/{hotelId}/channels  ChannelSettingsUpdate → ChannelSettingsResponse
 *
 * The PUT saves the whole list: channels not listed are removed (with their links); the links of
 * every room type and rate plan named are replaced. `version` is the one the screen read (0 when
 * the hotel never saved): a stale one answers 409 and changes nothing.
 */
import { CHANNELS, unknownLink } from '../../domain/channels.ts';
import { ErrorCode } from '../error-codes.ts';
import { oneOf, typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { idField } from './common.ts';

const channelCode = () => oneOf(CHANNELS);

const linkedChannels = () =>
  z
    .array(channelCode(), { error: typeError })
    .max(CHANNELS.length, ErrorCode.maxLength)
    .refine((list) => new Set(list).size === list.length, ErrorCode.duplicate);

const linkedItems = () =>
  z
    .array(z.object({ id: idField(), linkedChannels: linkedChannels() }, { error: typeError }), {
      error: typeError,
    })
    .max(500, ErrorCode.maxLength)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, ErrorCode.duplicate);

export const channelSettingsUpdate = z
  .object(
    {
      version: z.number({ error: typeError }).int().min(0).max(2_147_483_647),
      channels: z
        .array(
          z.object(
            { channel: channelCode(), disabled: z.boolean({ error: typeError }) },
            { error: typeError },
          ),
          {
            error: typeError,
          },
        )
        .max(CHANNELS.length, ErrorCode.maxLength)
        .refine((list) => new Set(list.map((c) => c.channel)).size === list.length, ErrorCode.duplicate),
      roomTypes: linkedItems(),
      ratePlans: linkedItems(),
    },
    { error: typeError },
  )
  .superRefine((value, ctx) => {
    // A link must name a channel of the list being saved.
    const listed = value.channels.map((c) => c.channel);
    for (const key of ['roomTypes', 'ratePlans'] as const) {
      value[key].forEach((item, index) => {
        const unknown = unknownLink(listed, item.linkedChannels);
        if (unknown) {
          ctx.addIssue({
            code: 'custom',
            path: [key, index, 'linkedChannels', unknown.index],
            message: 'error.element.not.found',
          });
        }
      });
    }
  });
export type ChannelSettingsUpdate = z.output<typeof channelSettingsUpdate>;

const linkedItem = z.strictObject({
  id: z.number().int(),
  nameKey: z.string(),
  name: z.record(z.string(), z.string()),
  enabled: z.boolean(),
  linkedChannels: z.array(z.string()),
});

export const channelSettingsResponse = z.strictObject({
  version: z.number().int(),
  channels: z.array(z.strictObject({ id: z.number().int(), channel: z.string(), disabled: z.boolean() })),
  roomTypes: z.array(linkedItem),
  ratePlans: z.array(linkedItem.extend({ derived: z.boolean() })),
  /** Every channel the hotel may add (the catalogue). */
  catalogue: z.array(z.string()),
});
export type ChannelSettingsResponse = z.output<typeof channelSettingsResponse>;
