/**
 * Runs `load` once when `element` comes within `margin` of the viewport (at once without
 * IntersectionObserver): the parts of the page below the first screen cost nothing at load.
 */
export function whenNear(element: Element, load: () => void, margin = '200px'): void {
  if (!('IntersectionObserver' in window)) {
    load();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        load();
      }
    },
    { rootMargin: margin },
  );
  observer.observe(element);
}
