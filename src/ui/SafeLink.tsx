/**
 * A link whose address passed `sanitizeLink` (INPUT: only http, https, file, tel, sms and
 * mailto). Any other scheme (javascript:, data:, vbscript:…) renders the text without a link,
 * with a visually hidden note. `target="_blank"` links get rel="noopener noreferrer".
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import type { Language } from '../contracts/types.ts';
import { sanitizeLink } from '../domain/formats.ts';
import { translator } from '../i18n/dictionary.ts';

export type SafeLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  language: Language;
  children: ReactNode;
};

/** The href to render, or null when the link must not be rendered. */
export function safeHref(href: string): string | null {
  const sanitized = sanitizeLink(href);
  return sanitized.startsWith('unsafe:') ? null : sanitized;
}

export function SafeLink({ href, language, children, rel, target, ...rest }: SafeLinkProps) {
  const safe = safeHref(href);
  if (safe === null) {
    return (
      <span className="ui-safe-link ui-safe-link--removed" data-unsafe-href="true">
        {children}
        <span className="ui-sr-only"> ({translator(language)('link.unsafe')})</span>
      </span>
    );
  }
  const relValue = target === '_blank' ? [rel, 'noopener', 'noreferrer'].filter(Boolean).join(' ') : rel;
  return (
    <a {...rest} href={safe} target={target} rel={relValue}>
      {children}
    </a>
  );
}
