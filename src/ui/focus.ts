/**
 * INPUT: a form blocked for invalid data focuses its first invalid field. The fields mark
 * themselves with aria-invalid when React renders the errors (react-hook-form publishes them
 * after calling the invalid handler), so the first one in document order is focused as soon as
 * it is on the page. react-hook-form's own focusing follows registration order, which differs
 * from the page order in the quote form.
 */
import { useCallback, useRef } from 'react';

const MAX_FRAMES = 10;

export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<T>(null);
  const focusFirstInvalid = useCallback(() => {
    let frames = 0;
    const attempt = () => {
      const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (target) target.focus();
      else if (++frames < MAX_FRAMES) requestAnimationFrame(attempt);
    };
    requestAnimationFrame(attempt);
  }, []);
  return { formRef, focusFirstInvalid };
}
