import {
  RECERTIFICATION_BUCKETS,
  type RecertificationBucket,
  type RecertificationSummary,
} from '@lar/contracts/certifications';
import { SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RECERTIFICATIONS_NS } from '../namespace.ts';
import classes from './BucketTiles.module.css';

interface BucketTilesProps {
  summary: RecertificationSummary | undefined;
  selected: RecertificationBucket | '';
  /** The bucket clicked; '' when the selected one is clicked again (no filter). */
  onSelect(bucket: RecertificationBucket | ''): void;
}

/** One tile per bucket with its count; each filters the list to its households (pressed while it does). */
export function BucketTiles({ summary, selected, onSelect }: BucketTilesProps) {
  const { t, i18n } = useTranslation(RECERTIFICATIONS_NS);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm" role="group" aria-label={t('tiles.label')}>
      {RECERTIFICATION_BUCKETS.map((bucket) => {
        const count = summary?.counts[bucket];
        const pressed = selected === bucket;
        return (
          <UnstyledButton
            key={bucket}
            className={classes.tile}
            data-bucket={bucket}
            aria-pressed={pressed}
            onClick={() => onSelect(pressed ? '' : bucket)}
          >
            <Text size="sm" fw={500} className={classes.name}>
              {t(`buckets.${bucket}`)}
            </Text>
            {count === undefined ? (
              <Skeleton height={32} width={48} mt={4} aria-label={t('tiles.loading')} />
            ) : (
              <Text className={classes.count} data-testid={`bucket-count-${bucket}`}>
                {number.format(count)}
              </Text>
            )}
            <Text size="xs" className={classes.range} visibleFrom="xs">
              {t(`bucketRanges.${bucket}`)}
            </Text>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
