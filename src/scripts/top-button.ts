/** Shows the scroll-to-top button once the page has scrolled 500 px (BOLIM-6). */
export const TOP_BUTTON_OFFSET = 500;

const button = document.querySelector<HTMLElement>('.top-button');
if (button) {
  const update = () => button.toggleAttribute('hidden', window.scrollY < TOP_BUTTON_OFFSET);
  update();
  window.addEventListener('scroll', update, { passive: true });
}
