import { certificationYears } from '@lar/contracts/compliance/owner-certification';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../components/SectionHeading.tsx';
import { toLanguage } from '../../../i18n/languages.ts';
import { localToday } from '../../../lib/format.ts';
import { useBuildings } from '../../properties/api.ts';
import { downloadOwnerCertification } from '../api.ts';
import { SELF_AUDIT_NS } from '../namespace.ts';

/**
 * The owner's annual certification packet (decision 070): a year, from the one the property's first
 * building was placed in service to the last that has ended, and the PDF in the reader's language.
 */
export function OwnerCertificationDownload({ propertyId }: { propertyId: number }) {
  const { t, i18n } = useTranslation(SELF_AUDIT_NS);
  const buildings = useBuildings(propertyId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [firstPlaced = null] = (buildings.data ?? [])
    .flatMap((b) => (b.placed_in_service_date === null ? [] : [b.placed_in_service_date]))
    .sort();
  const { first, last } = certificationYears(firstPlaced, localToday());
  const years = Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => String(last - i));
  const year = chosen !== null && years.includes(chosen) ? chosen : (years[0] ?? null);

  const download = async () => {
    if (year === null) return;
    setBusy(true);
    setFailed(false);
    try {
      await downloadOwnerCertification(propertyId, Number(year), toLanguage(i18n.language));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="owner-certification">
      <SectionHeading
        id="owner-certification"
        title={t('ownerCertification.title')}
        hint={t('ownerCertification.description')}
      />
      {buildings.isSuccess && years.length === 0 ? (
        <Text size="sm">{t('ownerCertification.noYear')}</Text>
      ) : (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('ownerCertification.year')}
            data={years}
            value={year}
            onChange={setChosen}
            allowDeselect={false}
            disabled={!buildings.isSuccess}
            w={{ base: '100%', xs: 160 }}
          />
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={busy}
            disabled={year === null}
            onClick={() => void download()}
          >
            {t('ownerCertification.download')}
          </Button>
        </Group>
      )}
      {failed && (
        <Text role="alert" size="sm" c="red.9">
          {t('errors.download')}
        </Text>
      )}
    </Stack>
  );
}
