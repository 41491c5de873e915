import type { ScreenProps } from '../screen.ts';

/** Placeholder until the screen lands (replaced in this issue). */
export default function PlanningSettingsScreen({ hotel }: ScreenProps) {
  return <p>{hotel.name}</p>;
}
