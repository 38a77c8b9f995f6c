import {
  areaCsv,
  type HudArea,
  type HudFile,
  type HudImportPreview,
  readHudFile,
} from '@lar/contracts/hud-limits';
import { Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/Money.tsx';
import { previewHudImport, useHudImport } from '../api.ts';
import { PROGRAMS_NS } from '../namespace.ts';
import { AreaYearFields, useAreaImport } from './AreaImport.tsx';
import { ImportDialog, type ImportModalProps, ImportPreview } from './ImportDialog.tsx';
import { FileProblems, LimitsInput } from './LimitsInput.tsx';
import { ToneBadge } from './ToneBadge.tsx';

const ACTION_TONES = { add: 'positive', update: 'info', unchanged: 'neutral' } as const;

const areaLabel = (area: HudArea) =>
  [area.name, area.state, area.fips && `FIPS ${area.fips}`].filter(Boolean).join(' · ');

/** The preview's levels: AMI %, household size, the published value and the value it replaces. */
function PreviewTable({ preview }: { preview: HudImportPreview }) {
  const { t } = useTranslation(PROGRAMS_NS);
  return (
    <Table.ScrollContainer minWidth={420} mah={320}>
      <Table striped withTableBorder stickyHeader aria-label={t('hud.previewTable')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('hud.percentage')}</Table.Th>
            <Table.Th scope="col">{t('hud.householdSize')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('hud.published')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('hud.current')}
            </Table.Th>
            <Table.Th scope="col">{t('hud.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.levels.map((level) => (
            <Table.Tr key={`${level.percentage}|${level.unit_type}`}>
              <Table.Td>{level.percentage} %</Table.Td>
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
 * Import of HUD's published income limits: the user opens HUD's Section 8 or MTSP file (saved as
 * CSV), picks an area by name or FIPS code, checks the year, sees every level that will be written
 * and the stored value it replaces, then confirms. Only the header and the chosen row are sent.
 */
export function HudImportModal({ program, opened, onClose, onImported }: ImportModalProps) {
  const { t } = useTranslation(PROGRAMS_NS);
  const [text, setText] = useState('');
  const [line, setLine] = useState<string | null>(null);
  const [year, setYear] = useState<number | string>('');
  const hud: HudFile | null = useMemo(() => (text.trim() === '' ? null : readHudFile(text)), [text]);
  const area = hud?.areas.find((a) => String(a.line) === line) ?? null;
  const areaOptions = useMemo(
    () => (hud?.layout ? hud.areas.map((a) => ({ value: String(a.line), label: areaLabel(a) })) : []),
    [hud],
  );
  const flow = useAreaImport({
    programId: program.id,
    prefix: 'hud',
    previewOf: previewHudImport,
    importing: useHudImport(),
    onImported,
    close,
  });

  function changeText(next: string) {
    const read = next.trim() === '' ? null : readHudFile(next);
    setText(next);
    flow.reset();
    setLine(read?.areas.length === 1 ? String(read.areas[0]?.line) : null);
    setYear(read?.layout?.year ?? '');
  }

  function close() {
    changeText('');
    onClose();
  }

  const body = () =>
    hud && area ? { csv: areaCsv(hud.header, area), year: year === '' ? undefined : Number(year) } : null;

  return (
    <ImportDialog
      prefix="hud"
      programName={program.name}
      opened={opened}
      onClose={close}
      check={{ onClick: () => void flow.check(body()), disabled: !area || flow.busy, loading: flow.checking }}
      run={{ onClick: () => flow.run(body()), disabled: !flow.preview || flow.busy, loading: flow.importing }}
    >
      <LimitsInput prefix="hud" minRows={2} maxRows={6} text={text} onText={changeText} />
      {hud && !hud.layout && <FileProblems title={t('hud.unreadable')} problems={hud.problems} />}
      {hud?.layout && (
        <>
          <Text size="sm" role="status">
            {t(`hud.kind.${hud.layout.kind}`, { count: hud.areas.length })}
          </Text>
          <AreaYearFields
            prefix="hud"
            areas={areaOptions}
            area={line}
            onArea={(value) => {
              setLine(value);
              flow.dropPreview();
            }}
            year={year}
            onYear={(value) => {
              setYear(value);
              flow.dropPreview();
            }}
            yearInFile={hud.layout.year !== undefined}
          />
        </>
      )}
      <ImportPreview error={flow.error} preview={flow.preview}>
        {(shown) => (
          <>
            <Text size="sm">
              {t('hud.ready', { area: shown.area.name, year: shown.year, count: shown.levels.length })}
            </Text>
            {shown.hera_special !== null && (
              <Text size="sm">
                {shown.hera_special.length > 0
                  ? t('hud.heraSpecial', { count: shown.hera_special.length })
                  : t('hud.noHeraSpecial')}
              </Text>
            )}
            <PreviewTable preview={shown} />
          </>
        )}
      </ImportPreview>
    </ImportDialog>
  );
}
