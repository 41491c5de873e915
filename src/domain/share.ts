/**
 * Social sharing of a page (BOSCREENS, BOFLOW Other, BOLIM-9 share popups): plain links to each
 * network's own share address (no third-party scripts), opened in a popup of the spec's size.
 */

export type ShareNetwork = {
  id: string;
  /** The network's own name (not translated). */
  name: string;
  /** Shown at once; the others are behind "show others" (and hidden on small screens). */
  primary: boolean;
};

export const SHARE_NETWORKS: readonly ShareNetwork[] = [
  { id: 'facebook', name: 'Facebook', primary: true },
  { id: 'x', name: 'X', primary: true },
  { id: 'whatsapp', name: 'WhatsApp', primary: true },
  { id: 'linkedin', name: 'LinkedIn', primary: false },
  { id: 'telegram', name: 'Telegram', primary: false },
  { id: 'pinterest', name: 'Pinterest', primary: false },
  { id: 'reddit', name: 'Reddit', primary: false },
  { id: 'tumblr', name: 'Tumblr', primary: false },
  { id: 'skype', name: 'Skype', primary: false },
];

export type SharedPage = { url: string; title: string };

const q = encodeURIComponent;

/** The network's share address for a page: 'facebook' → https://www.facebook.com/sharer/sharer.php?u=… */
export function shareUrl(network: string, page: SharedPage): string {
  const url = q(page.url);
  const title = q(page.title);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'x':
      return `https://twitter.com/intent/tweet?url=${url}&text=${title}`;
    case 'whatsapp':
      return `https://wa.me/?text=${q(`${page.title} ${page.url}`)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case 'telegram':
      return `https://t.me/share/url?url=${url}&text=${title}`;
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?url=${url}&description=${title}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${url}&title=${title}`;
    case 'tumblr':
      return `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${url}&title=${title}`;
    case 'skype':
      return `https://web.skype.com/share?url=${url}&text=${title}`;
    default:
      throw new Error(`unknown network ${network}`);
  }
}

/** A mailto: link with the page's title as subject and its address as body. */
export function mailtoUrl(page: SharedPage): string {
  return `mailto:?subject=${q(page.title)}&body=${q(`${page.title}\n${page.url}`)}`;
}

/** BOLIM-9: popups are 400×300, Skype's 400×800, Tumblr's 540×300 (width × height). */
export function popupSize(network: string): { width: number; height: number } {
  if (network === 'skype') return { width: 400, height: 800 };
  if (network === 'tumblr') return { width: 540, height: 300 };
  return { width: 400, height: 300 };
}

/**
 * The `window.open` features of a network's popup, centred on the current window:
 * 'width=400,height=300,left=…,top=…' (the caller cuts the popup off from its opener; with
 * 'noopener' here `window.open` would answer null and a blocked popup could not be told apart).
 */
export function popupFeatures(
  network: string,
  screen: { left: number; top: number; width: number; height: number },
): string {
  const { width, height } = popupSize(network);
  const left = Math.max(0, Math.round(screen.left + (screen.width - width) / 2));
  const top = Math.max(0, Math.round(screen.top + (screen.height - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top}`;
}
