import { describe, expect, it } from 'vitest';
import { mailtoUrl, popupFeatures, popupSize, SHARE_NETWORKS, shareUrl } from './share.ts';

const page = { url: 'https://itaca.example/hotel/villa-rosa?x=1&y=2', title: 'Villa Rosa & Spa' };

describe('social share (BOLIM-9)', () => {
  it.each([
    ['facebook', 400, 300],
    ['x', 400, 300],
    ['linkedin', 400, 300],
    ['skype', 400, 800],
    ['tumblr', 540, 300],
  ])('%s opens a %d×%d popup', (network, width, height) => {
    expect(popupSize(network)).toEqual({ width, height });
  });

  it('centres the popup on the window', () => {
    expect(popupFeatures('tumblr', { left: 100, top: 50, width: 1280, height: 800 })).toBe(
      'width=540,height=300,left=470,top=300',
    );
    expect(popupFeatures('skype', { left: 0, top: 0, width: 390, height: 700 })).toBe(
      'width=400,height=800,left=0,top=0',
    );
  });

  it('encodes the page in every network address (no third-party script, plain links)', () => {
    for (const network of SHARE_NETWORKS) {
      const href = shareUrl(network.id, page);
      expect(href, network.id).toMatch(/^https:\/\//);
      expect(href, network.id).toContain(encodeURIComponent(page.url).slice(0, 20));
      expect(href, network.id).not.toContain('&y=2');
    }
    expect(shareUrl('facebook', page)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fitaca.example%2Fhotel%2Fvilla-rosa%3Fx%3D1%26y%3D2',
    );
    expect(() => shareUrl('myspace', page)).toThrow();
  });

  it('shares by e-mail with the title as subject', () => {
    expect(mailtoUrl(page)).toBe(
      'mailto:?subject=Villa%20Rosa%20%26%20Spa&body=Villa%20Rosa%20%26%20Spa%0Ahttps%3A%2F%2Fitaca.example%2Fhotel%2Fvilla-rosa%3Fx%3D1%26y%3D2',
    );
  });

  it('shows three networks at once and the others behind "show others"', () => {
    expect(SHARE_NETWORKS.filter((n) => n.primary).map((n) => n.id)).toEqual(['facebook', 'x', 'whatsapp']);
    expect(SHARE_NETWORKS.filter((n) => !n.primary)).toHaveLength(6);
  });
});
