/**
 * The hotel's address in the back office (WIDGETUI-7 address entry, PROPCHECK-7 hotel form):
 * GET/PUT /api/rs/secure/hotels/{hotelId}/address. The address is the shared AddressInfo schema
 * (address, street, city and country required); the save carries the hotel's property version
 * (the same row the hotel info form writes): a stale one answers 409.
 */
import { addressInfoSchema } from '../address.ts';
import { typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { versionField } from './common.ts';

export const hotelAddressSave = z.object(
  { addressInfo: addressInfoSchema, version: versionField() },
  { error: typeError },
);
export type HotelAddressSave = z.input<typeof hotelAddressSave>;

export const hotelAddressView = z.strictObject({
  hotelId: z.number().int(),
  version: z.number().int(),
  addressInfo: z.record(z.string(), z.unknown()),
});
export type HotelAddressView = {
  hotelId: number;
  version: number;
  addressInfo: import('../types.ts').AddressInfo;
};
