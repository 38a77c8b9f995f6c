import { Badge, type BadgeProps } from '@mantine/core';

/**
 * Filled badges in shades whose text passes WCAG AA contrast: dark text on the light fills,
 * white on the dark ones (the light variant's coloured text on a pale fill does not).
 */
const TONES = {
  positive: 'green',
  info: 'blue.8',
  neutral: 'gray.7',
  warning: 'yellow',
  caution: 'orange.5',
  danger: 'red.8',
} as const;

export type Tone = keyof typeof TONES;

export function ToneBadge({
  tone,
  ...props
}: Omit<BadgeProps, 'color' | 'variant'> & { tone: Tone; children: string }) {
  // max-content: in a table cell squeezed by wide columns, the badge keeps its word whole
  // ("ACTIVE", not "ACTI…").
  return <Badge color={TONES[tone]} variant="filled" autoContrast miw="max-content" {...props} />;
}
