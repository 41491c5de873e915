/** The reviews screen's bars (the score distribution, a review's scores), sized without style attributes. */

/** Sets a bar's width through the CSSOM (the CSP allows no style attributes in markup). */
export function widthOf(percent: number) {
  return (element: HTMLElement | null) => {
    element?.style.setProperty('--bo-bar', `${Math.max(0, Math.min(100, percent))}%`);
  };
}
