/**
 * The fill of a "yes, in effect" badge (an active account, a current tenant): white text on it is
 * above 4.5:1. Light variants of green were 3.8:1 or worse, their text the same green as the fill.
 */
export const POSITIVE_BADGE_FILL = '#1b5e20';
