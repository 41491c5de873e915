/**
 * The timeline widget's rules (BODATA Timeline event, BOLIM Widgets): alignments, the entrance
 * animation's delays and the nine icon backgrounds, each paired with the ink that reads on it.
 */

/** BOLIM: LEFT, CENTER, RIGHT (RIGHT on extra-small screens). */
export const TIMELINE_ALIGNMENTS = ['LEFT', 'CENTER', 'RIGHT'] as const;
export type TimelineAlignment = (typeof TIMELINE_ALIGNMENTS)[number];

/** The alignment a screen shows: extra-small screens always put the events on the RIGHT of the line. */
export function timelineAlignment(requested: TimelineAlignment, extraSmall: boolean): TimelineAlignment {
  return extraSmall ? 'RIGHT' : requested;
}

/** The extra-small breakpoint (px): below it the timeline is aligned RIGHT. */
export const TIMELINE_XS_MAX_WIDTH = 599;

/**
 * BOLIM: the entrance animation starts 100 ms × the event's index, up to index 10; later
 * events wait 1000 ms. With prefers-reduced-motion there is no animation (0).
 */
export function timelineDelayMs(index: number, reducedMotion = false): number {
  if (reducedMotion) return 0;
  return index <= 10 ? Math.max(0, index) * 100 : 1000;
}

/**
 * The nine icon backgrounds (BOLIM), with the ink of the icon drawn on each. Every pair
 * reaches 4.5:1 (checked by the unit test), so the icon reads even though the title carries the meaning.
 */
export const TIMELINE_COLOURS = {
  primary: { background: '#6a1b9a', ink: '#ffffff' },
  secondary: { background: '#455a64', ink: '#ffffff' },
  success: { background: '#1b6e32', ink: '#ffffff' },
  info: { background: '#0d47a1', ink: '#ffffff' },
  warning: { background: '#ffb300', ink: '#1d1b20' },
  danger: { background: '#b3261e', ink: '#ffffff' },
  light: { background: '#f3e5f5', ink: '#1d1b20' },
  dark: { background: '#1d1b20', ink: '#ffffff' },
  muted: { background: '#e0e0e0', ink: '#1d1b20' },
} as const;
export type TimelineColour = keyof typeof TIMELINE_COLOURS;
export const TIMELINE_COLOUR_NAMES = Object.keys(TIMELINE_COLOURS) as TimelineColour[];

/** WCAG contrast ratio of two #rrggbb colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const channel = (offset: number) => {
      const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
