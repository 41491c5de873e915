/**
 * The extras of the guest step (JOURNEY-2): the hotel's services and the room's extra beds,
 * counted per room with the engine's rules and kept in the flow for the booking with their price.
 */

import { useEffect } from 'react';
import type { ExtraBedRequest } from '../../../src/domain/booking/types.ts';
import { useController, useFlow } from '../context.tsx';
import {
  type BedChoice,
  bedChoicesOf,
  bedRequests,
  bedsCents,
  type ExtraChoice,
  extrasCents,
} from './extras.ts';

export function useGuestExtras() {
  const flow = useFlow();
  const controller = useController();
  const profile = flow.profile.data;
  const services = profile?.services ?? [];
  const roomType = profile?.roomTypes.find((r) => r.id === flow.choice?.roomTypeId) ?? null;
  const people = flow.searched?.people ?? { adults: 1, boys: 0, children: 0, kids: 0 };
  const nights = flow.search.data?.nights ?? 0;
  const extras = flow.extras;
  const bedTypes = roomType?.extraBeds ?? [];
  const extrasTotal = (choices: readonly ExtraChoice[], beds: readonly ExtraBedRequest[]) =>
    extrasCents(services, choices, people, nights) + bedsCents(bedTypes, bedChoicesOf(beds), nights);
  const chooseExtras = (choices: ExtraChoice[]) =>
    controller.setExtras({ ...extras, services: choices, cents: extrasTotal(choices, extras.beds) });
  const chooseBeds = (choices: BedChoice[]) => {
    const beds = bedRequests(bedTypes, choices);
    controller.setExtras({ ...extras, beds, cents: extrasTotal(extras.services, beds) });
  };
  // Back from another search of the same room and rate: the extras' price follows the new stay.
  // biome-ignore lint/correctness/useExhaustiveDependencies: extrasTotal reads exactly these.
  useEffect(() => {
    const cents = extrasTotal(extras.services, extras.beds);
    if (cents !== extras.cents) controller.setExtras({ ...extras, cents });
  }, [controller, services, bedTypes, extras, people, nights]);
  return { services, roomType, people, nights, extras, chooseExtras, chooseBeds };
}
