/**
 * A screen's polite status line (`role="status"`): a text said twice in a row is emptied first, so
 * screen readers announce it again (the new text lands a moment later; a pending one is dropped on
 * unmount).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useAnnouncement(): { status: string; announce: (text: string) => void } {
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const announce = useCallback((text: string) => {
    clearTimeout(timer.current);
    setStatus('');
    timer.current = setTimeout(() => setStatus(text), 50);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { status, announce };
}
