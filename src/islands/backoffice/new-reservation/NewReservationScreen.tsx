import type { ScreenProps } from '../screen.ts';

/** Placeholder until the screen lands (replaced in this issue). */
export default function NewReservationScreen({ hotel }: ScreenProps) {
  return <p>{hotel.name}</p>;
}
