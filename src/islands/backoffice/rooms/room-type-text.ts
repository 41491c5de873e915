import type { RoomTypeView } from '../../../contracts/secure/room-types.ts';
import type { Language } from '../../../contracts/types.ts';
import { amenitiesInOrder } from '../../../domain/room-photos.ts';
import type { RoomTypeFormValues } from './RoomTypeEditor.tsx';

/** A room type's name in the page language (Italian falls back to English when not given). */
export const roomTypeName = (type: Pick<RoomTypeView, 'name'>, language: Language): string =>
  (language === 'it' ? type.name.it : null) || type.name.en;

/** A new room type: a double for two adults, on sale. */
export const emptyRoomType = (): RoomTypeFormValues => ({
  name: { en: '', it: null },
  description: null,
  category: 'DOUBLE',
  occupancy: { adults: 2, boys: 0, children: 0, kids: 0, total: 2 },
  baseOccupancy: null,
  sizeSqm: null,
  amenities: [],
  enabled: true,
});

/** The form of a saved room type (its descriptions ride along untouched). */
export const roomTypeForm = (type: RoomTypeView): RoomTypeFormValues => ({
  name: { en: type.name.en, it: type.name.it },
  description: { en: type.description.en, it: type.description.it },
  category: type.category as RoomTypeFormValues['category'],
  occupancy: { ...type.occupancy },
  baseOccupancy: type.baseOccupancy,
  sizeSqm: type.sizeSqm,
  amenities: amenitiesInOrder(type.amenities),
  enabled: type.enabled,
});
