import { numberFormat } from '@lar/contracts/intl-formats';
import {
  RECERTIFICATION_BUCKETS,
  type RecertificationBucket,
  type RecertificationSummary,
} from '@lar/contracts/recertifications';
import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TileFigure, tileClasses } from '../../../components/figure-tile/TileFigure.tsx';
import { RECERTIFICATIONS_NS } from '../namespace.ts';

interface BucketTilesProps {
  summary: RecertificationSummary | undefined;
  selected: RecertificationBucket | '';
  /** The bucket clicked; '' when the selected one is clicked again (no filter). */
  onSelect(bucket: RecertificationBucket | ''): void;
}

/** One tile per bucket with its count; each filters the list to its households (pressed while it does). */
export function BucketTiles({ summary, selected, onSelect }: BucketTilesProps) {
  const { t, i18n } = useTranslation(RECERTIFICATIONS_NS);
  const number = numberFormat(i18n.language);
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm" role="group" aria-label={t('tiles.label')}>
      {RECERTIFICATION_BUCKETS.map((bucket) => {
        const count = summary?.counts[bucket];
        const pressed = selected === bucket;
        return (
          <UnstyledButton
            key={bucket}
            className={tileClasses.tile}
            data-bucket={bucket}
            data-tone={bucket === 'OVERDUE' ? 'alert' : undefined}
            aria-pressed={pressed}
            onClick={() => onSelect(pressed ? '' : bucket)}
          >
            <TileFigure
              name={t(`buckets.${bucket}`)}
              value={count === undefined ? undefined : number.format(count)}
              loadingLabel={t('tiles.loading')}
              testId={`bucket-count-${bucket}`}
              placeholderWidth={48}
            />
            <Text size="xs" c="gray.7" visibleFrom="xs">
              {t(`bucketRanges.${bucket}`)}
            </Text>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
