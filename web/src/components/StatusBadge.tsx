import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface StatusBadgeProps {
  /** The feature's i18next namespace and the key of the status's word in it. */
  namespace: string;
  wordKey: string;
  /** The badge's colour and variant (`filledBadgeProps` for a filled one). */
  look: BadgeProps;
}

/** A record's status as a badge: its word in the user's language, its colour only a second cue. */
export function StatusBadge({ namespace, wordKey, look }: StatusBadgeProps) {
  const { t } = useTranslation(namespace);
  return <Badge {...look}>{t(wordKey)}</Badge>;
}
