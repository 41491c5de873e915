/**
 * The property screen's answers made from the stored records (worker/data/property.ts): prices go
 * from the stored cents to the euros the screen edits, and a service's catalogue type is named.
 */
import type {
  ContactsView,
  HotelInfoView,
  PropertyResponse,
  RoomTypeBedsView,
  ServiceView,
} from '../../src/contracts/secure/property.ts';
import { serviceTypeOf } from '../../src/domain/property.ts';
import type {
  ContactsRecord,
  HotelInfoRecord,
  PropertyRecord,
  RoomTypeBedsRecord,
  ServiceRecord,
} from '../data/property.ts';

export function hotelInfoView(info: HotelInfoRecord): HotelInfoView {
  return {
    type: info.type,
    name: info.name,
    stars: info.stars,
    roomsNumber: info.roomsNumber,
    entireAccommodation: info.entireAccommodation,
    version: info.version,
  };
}

export function contactsView(contacts: ContactsRecord): ContactsView {
  return { contacts: contacts.contacts, version: contacts.version };
}

/** A service as the screen edits it: each price in euros, its catalogue type (null: the hotel's own). */
export function serviceView(service: ServiceRecord): ServiceView {
  return {
    id: service.id,
    nameKey: service.nameKey,
    type: serviceTypeOf(service.nameKey),
    name: service.name,
    category: service.category,
    bookability: service.bookability,
    paymentType: service.paymentType,
    frequency: service.frequency,
    options: service.options.map((option) => ({
      size: option.size,
      amount: option.amountCents / 100,
      vatRate: option.vatRate,
    })),
    maxCount: service.maxCount,
    roomTypeIds: service.roomTypeIds,
    description: service.description,
    version: service.version,
  };
}

export function roomTypeBedsView(roomType: RoomTypeBedsRecord): RoomTypeBedsView {
  return {
    id: roomType.id,
    nameKey: roomType.nameKey,
    name: roomType.name,
    beds: roomType.beds,
    version: roomType.version,
  };
}

export function propertyView(property: PropertyRecord): PropertyResponse {
  return {
    info: hotelInfoView(property.info),
    contacts: contactsView(property.contacts),
    services: property.services.map(serviceView),
    roomTypes: property.roomTypes.map(roomTypeBedsView),
  };
}
