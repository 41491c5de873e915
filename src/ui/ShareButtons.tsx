/**
 * Social share of a page (BOSCREENS, BOFLOW Other, BOLIM): links to each network's share address (no
 * third-party scripts), each opening a popup of the spec's size (400×300; Skype 400×800; Tumblr
 * 540×300) and, when popups are blocked, the link itself in a new tab; e-mail, copy link, and the
 * Web Share API where the browser has it. The extra networks are behind a "show others"
 * disclosure, hidden on small screens (where the Web Share button usually stands in for them).
 */
import { useEffect, useId, useState } from 'react';
import { mailtoUrl, popupFeatures, SHARE_NETWORKS, type SharedPage, shareUrl } from '../domain/share.ts';
import type { LooseTranslate } from '../i18n/translate.ts';
import './ShareButtons.css';

export type ShareButtonsProps = SharedPage & { t: LooseTranslate };

type NavigatorWithShare = Navigator & { share?: (data: { url: string; title: string }) => Promise<void> };

function NetworkLink({
  id,
  name,
  page,
  t,
}: {
  id: string;
  name: string;
  page: SharedPage;
  t: LooseTranslate;
}) {
  const href = shareUrl(id, page);
  return (
    <a
      className={`ui-share__button ui-share__button--${id}`}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t.text('share.on', { network: name })}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        const screen = {
          left: window.screenX ?? 0,
          top: window.screenY ?? 0,
          width: window.outerWidth || window.innerWidth,
          height: window.outerHeight || window.innerHeight,
        };
        // A blocked popup (null) leaves the default action: the link in a new tab.
        const opened = window.open(href, `share-${id}`, popupFeatures(id, screen));
        if (opened) {
          opened.opener = null;
          event.preventDefault();
        }
      }}
    >
      {name}
    </a>
  );
}

export function ShareButtons({ url, title, t }: ShareButtonsProps) {
  const page = { url, title };
  const othersId = `share${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [showOthers, setShowOthers] = useState(false);
  const [status, setStatus] = useState('');
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof (navigator as NavigatorWithShare).share === 'function'), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t.text('share.copied'));
    } catch {
      setStatus(t.text('share.copy.failed'));
    }
  };

  return (
    <div className="ui-share">
      <ul className="ui-share__list">
        {SHARE_NETWORKS.filter((n) => n.primary).map((network) => (
          <li key={network.id}>
            <NetworkLink id={network.id} name={network.name} page={page} t={t} />
          </li>
        ))}
        <li>
          <a className="ui-share__button ui-share__button--email" href={mailtoUrl(page)}>
            {t.text('share.email')}
          </a>
        </li>
        <li>
          <button type="button" className="ui-share__button" onClick={() => void copy()}>
            {t.text('share.copy')}
          </button>
        </li>
        {canShare ? (
          <li>
            <button
              type="button"
              className="ui-share__button"
              onClick={() => {
                (navigator as NavigatorWithShare).share?.(page).catch(() => {
                  // Closing the system sheet rejects: nothing to say.
                });
              }}
            >
              {t.text('share.native')}
            </button>
          </li>
        ) : null}
        <li className="ui-share__toggle">
          <button
            type="button"
            className="ui-share__button ui-share__button--toggle"
            aria-expanded={showOthers}
            aria-controls={othersId}
            onClick={() => setShowOthers((shown) => !shown)}
          >
            {t.text(showOthers ? 'share.less' : 'share.more')}
          </button>
        </li>
      </ul>
      <ul className="ui-share__list ui-share__others" id={othersId} hidden={!showOthers}>
        {SHARE_NETWORKS.filter((n) => !n.primary).map((network) => (
          <li key={network.id}>
            <NetworkLink id={network.id} name={network.name} page={page} t={t} />
          </li>
        ))}
      </ul>
      <p className="ui-share__status" role="status">
        {status}
      </p>
    </div>
  );
}
