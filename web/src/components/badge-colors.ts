/**
 * The fill of a "yes, in effect" badge (an active account, a current tenant): white text on it is
 * above 4.5:1. Light variants of green were 3.8:1 or worse, their text the same green as the fill.
 */
export const POSITIVE_BADGE_FILL = '#1b5e20';

/** A filled badge's colour and the text colour that stays readable on it (WCAG AA). */
export interface BadgeFill {
  bg: string;
  text: string;
}

/** A pass, a failure and a neutral answer (unknown, not applicable) look the same on every screen. */
export const STATUS_FILLS = {
  pass: { bg: POSITIVE_BADGE_FILL, text: 'white' },
  fail: { bg: 'red.9', text: 'white' },
  neutral: { bg: 'gray.7', text: 'white' },
  /** Under way (sent, waiting for an answer). */
  pending: { bg: 'blue.8', text: 'white' },
  /** Asks for attention (a correction, a link that expired). */
  warning: { bg: 'yellow.4', text: 'dark.9' },
} as const satisfies Record<string, BadgeFill>;

/** The props of a filled badge whose word, not its colour, says what it means; never cut short. */
export function filledBadgeProps(fill: BadgeFill) {
  return { color: fill.bg, c: fill.text, variant: 'filled', miw: 'max-content' } as const;
}
