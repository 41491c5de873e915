/** The narrow layout (phones): the wizard's stepper in its mobile mode. */
import { useEffect, useState } from 'react';

/** BOSCREENS: the stepper's mobile mode on narrow screens (one line "Step 2 of 4: …" and the icons). */
const NARROW_QUERY = '(max-width: 40rem)';

export function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(NARROW_QUERY);
    setNarrow(query.matches);
    const change = () => setNarrow(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return narrow;
}
