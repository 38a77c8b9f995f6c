import {
  type HomeRentFile,
  type HomeRentImportPreview,
  readHomeRentFile,
} from '@lar/contracts/home-rent-limits';
import { Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/Money.tsx';
import { previewHomeRentImport, useHomeRentImport } from '../api.ts';
import { PROGRAMS_NS } from '../namespace.ts';
import { AreaYearFields, useAreaImport } from './AreaImport.tsx';
import { ImportDialog, type ImportModalProps, ImportPreview } from './ImportDialog.tsx';
import { FileProblems, LimitsInput } from './LimitsInput.tsx';
import { ToneBadge } from './ToneBadge.tsx';

const ACTION_TONES = { add: 'positive', update: 'info', unchanged: 'neutral' } as const;

/** The preview's rents: Low or High HOME, unit type, the published rent and the value it replaces. */
function PreviewTable({ preview }: { preview: HomeRentImportPreview }) {
  const { t } = useTranslation(PROGRAMS_NS);
  return (
    <Table.ScrollContainer minWidth={420} mah={320}>
      <Table striped withTableBorder stickyHeader aria-label={t('homeRents.previewTable')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('homeRents.tier')}</Table.Th>
            <Table.Th scope="col">{t('homeRents.unitType')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('homeRents.published')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('hud.current')}
            </Table.Th>
            <Table.Th scope="col">{t('hud.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.levels.map((level) => (
            <Table.Tr key={`${level.tier}|${level.unit_type}`}>
              <Table.Td>{t(`homeRents.tiers.${level.tier}`)}</Table.Td>
              <Table.Td>{level.unit_type}</Table.Td>
              <Table.Td ta="right">
                <Money amount={level.limit_value} />
              </Table.Td>
              <Table.Td ta="right">
                <Money amount={level.previous_value} />
              </Table.Td>
              <Table.Td>
                <ToneBadge size="sm" tone={ACTION_TONES[level.action]}>
                  {t(`hud.actions.${level.action}`)}
                </ToneBadge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Import of HUD's High and Low HOME rents (decision 047): the user opens HUD's HOME rent limits
 * table of the state (saved as CSV, or pasted from the sheet), picks an area, checks the year, sees
 * every rent that will be written and the stored value it replaces, then confirms.
 */
export function HomeRentImportModal({ program, opened, onClose, onImported }: ImportModalProps) {
  const { t } = useTranslation(PROGRAMS_NS);
  const [text, setText] = useState('');
  const [area, setArea] = useState<string | null>(null);
  const [year, setYear] = useState<number | string>('');
  const file: HomeRentFile | null = useMemo(
    () => (text.trim() === '' ? null : readHomeRentFile(text)),
    [text],
  );
  const readable = file !== null && file.problems.length === 0;
  const areaOptions = useMemo(
    () => (readable ? [...new Set(file.areas.map((a) => a.name))].filter((n) => n !== '') : []),
    [file, readable],
  );
  const flow = useAreaImport({
    programId: program.id,
    prefix: 'homeRents',
    previewOf: previewHomeRentImport,
    importing: useHomeRentImport(),
    onImported,
    close,
  });

  function changeText(next: string) {
    const read = next.trim() === '' ? null : readHomeRentFile(next);
    setText(next);
    flow.reset();
    setArea(read?.areas.length === 1 ? (read.areas[0]?.name ?? null) : null);
    setYear(read?.year ?? '');
  }

  function close() {
    changeText('');
    onClose();
  }

  const body = () =>
    readable && (area !== null || file.areas.length === 1)
      ? { csv: text, area: area ?? undefined, year: year === '' ? undefined : Number(year) }
      : null;

  return (
    <ImportDialog
      prefix="homeRents"
      programName={program.name}
      opened={opened}
      onClose={close}
      check={{
        onClick: () => void flow.check(body()),
        disabled: body() === null || flow.busy,
        loading: flow.checking,
      }}
      run={{ onClick: () => flow.run(body()), disabled: !flow.preview || flow.busy, loading: flow.importing }}
    >
      <LimitsInput prefix="homeRents" minRows={2} maxRows={6} text={text} onText={changeText} />
      {file && !readable && <FileProblems title={t('homeRents.unreadable')} problems={file.problems} />}
      {readable && (
        <>
          <Text size="sm" role="status">
            {t('homeRents.areas', { count: file.areas.length })}
          </Text>
          <AreaYearFields
            prefix="homeRents"
            areas={areaOptions}
            area={area}
            onArea={(value) => {
              setArea(value);
              flow.dropPreview();
            }}
            year={year}
            onYear={(value) => {
              setYear(value);
              flow.dropPreview();
            }}
            yearInFile={file.year !== undefined}
          />
        </>
      )}
      <ImportPreview error={flow.error} preview={flow.preview}>
        {(shown) => (
          <>
            <Text size="sm">
              {t('homeRents.ready', { area: shown.area.name, year: shown.year, count: shown.levels.length })}
            </Text>
            <PreviewTable preview={shown} />
          </>
        )}
      </ImportPreview>
    </ImportDialog>
  );
}
