import {
  type HomeRentFile,
  type HomeRentImportPreview,
  readHomeRentFile,
} from '@lar/contracts/home-rent-limits';
import { Group, NumberInput, Select, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/Money.tsx';
import { useTranslator } from '../../../lib/use-translator.ts';
import { previewHomeRentImport, useHomeRentImport } from '../api.ts';
import { PROGRAMS_NS } from '../namespace.ts';
import { ImportDialog, type ImportModalProps, ImportPreview } from './ImportDialog.tsx';
import { importFailureMessage, importRunCallbacks } from './import-answers.ts';
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
  const translator = useTranslator(PROGRAMS_NS);
  const homeImport = useHomeRentImport();
  const [text, setText] = useState('');
  const [area, setArea] = useState<string | null>(null);
  const [year, setYear] = useState<number | string>('');
  const [preview, setPreview] = useState<HomeRentImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const file: HomeRentFile | null = useMemo(
    () => (text.trim() === '' ? null : readHomeRentFile(text)),
    [text],
  );
  const readable = file !== null && file.problems.length === 0;
  const areaOptions = useMemo(
    () => (readable ? [...new Set(file.areas.map((a) => a.name))].filter((n) => n !== '') : []),
    [file, readable],
  );

  function changeText(next: string) {
    const read = next.trim() === '' ? null : readHomeRentFile(next);
    setText(next);
    setPreview(null);
    setError(null);
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

  async function check() {
    const request = body();
    if (!request) return;
    setChecking(true);
    setError(null);
    setPreview(null);
    try {
      setPreview(await previewHomeRentImport(program.id, request));
    } catch (failure) {
      setError(importFailureMessage(failure, translator));
    }
    setChecking(false);
  }

  function runImport() {
    const request = body();
    if (!request) return;
    homeImport.mutate(
      { programId: program.id, body: request },
      importRunCallbacks({
        translator,
        doneMessage: ({ preview: done }) =>
          t('homeRents.done', { add: done.summary.add, update: done.summary.update }),
        onImported,
        close,
        showError: setError,
      }),
    );
  }

  const busy = checking || homeImport.isPending;
  return (
    <ImportDialog
      prefix="homeRents"
      programName={program.name}
      opened={opened}
      onClose={close}
      check={{ onClick: () => void check(), disabled: body() === null || busy, loading: checking }}
      run={{ onClick: runImport, disabled: !preview || busy, loading: homeImport.isPending }}
    >
      <LimitsInput prefix="homeRents" minRows={2} maxRows={6} text={text} onText={changeText} />
      {file && !readable && <FileProblems title={t('homeRents.unreadable')} problems={file.problems} />}
      {readable && (
        <>
          <Text size="sm" role="status">
            {t('homeRents.areas', { count: file.areas.length })}
          </Text>
          <Group grow align="flex-start" wrap="wrap">
            <Select
              label={t('hud.area')}
              placeholder={t('homeRents.areaPlaceholder')}
              searchable
              limit={50}
              miw={240}
              data={areaOptions}
              value={area}
              nothingFoundMessage={t('hud.noArea')}
              onChange={(value) => {
                setArea(value);
                setPreview(null);
              }}
            />
            <NumberInput
              label={t('hud.year')}
              description={file.year === undefined ? t('homeRents.yearNeeded') : t('homeRents.yearFromFile')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              min={2000}
              max={2100}
              maw={200}
              allowDecimal={false}
              value={year}
              onChange={(value) => {
                setYear(value);
                setPreview(null);
              }}
            />
          </Group>
        </>
      )}
      <ImportPreview error={error} preview={preview}>
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
