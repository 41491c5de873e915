/**
 * A link to another back-office screen inside a text ("Rooms are set up on the Rooms screen"): a
 * real link with the screen's address in the page language, followed inside the app (no page
 * load), so the shell and its cache stay.
 */
import type { Language } from '../../../contracts/types.ts';
import { localePath } from '../../../i18n/paths.ts';

export function ScreenLink(props: {
  /** The screen's path inside the back office ('/rooms'). */
  to: string;
  language: Language;
  navigate: (to: string) => void;
  children: string;
}) {
  const { to, language, navigate, children } = props;
  return (
    <a
      href={localePath(language, `/secure${to}`)}
      onClick={(event) => {
        // A click with a modifier or another button opens the screen in a new tab or window, as
        // any link does.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
