import { Table, Text } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/Money.tsx';
import { PROGRAMS_NS } from '../namespace.ts';
import { AreaYearFields, useAreaImport } from './AreaImport.tsx';
import { ImportDialog, type ImportModalProps, ImportPreview } from './ImportDialog.tsx';
import { FileProblems, LimitsInput } from './LimitsInput.tsx';
import { ToneBadge } from './ToneBadge.tsx';

const ACTION_TONES = { add: 'positive', update: 'info', unchanged: 'neutral' } as const;

/** A level the import would write, with the stored value it replaces. */
interface PreviewLevel {
  unit_type: string;
  limit_value: number;
  previous_value: number | null;
  action: keyof typeof ACTION_TONES;
}

interface AreaPreview<L extends PreviewLevel> {
  year: number;
  area: { name: string };
  levels: L[];
  summary: { add: number; update: number; unchanged: number };
}

/** An area table as its dialog reads it: null while nothing is pasted. */
export interface AreaFile<Body> {
  /** Why the file cannot be read; empty when it can. */
  problems: ReadonlyArray<{ code: string; message: string }>;
  areas: readonly (string | { value: string; label: string })[];
  /** The area picked for the user when the file holds only one. */
  onlyArea: string | null;
  yearInFile: number | undefined;
  /** What was read, as `t(key, { count })`. */
  status: { key: string; count: number };
  /** The request for the chosen area and year; null until it can be made. */
  bodyFor(area: string | null, year: number | undefined): Body | null;
}

interface AreaImportModalProps<Body, L extends PreviewLevel, Preview extends AreaPreview<L>>
  extends ImportModalProps {
  /** The key prefix of the dialog's texts. */
  prefix: string;
  read(text: string): AreaFile<Body>;
  previewOf(programId: number, body: Body): Promise<Preview>;
  importing: Parameters<typeof useAreaImport<Body, Preview>>[0]['importing'];
  /** The column that tells the levels apart besides the unit type, first in the preview table. */
  levelColumn: { heading: string; cell(level: L): ReactNode; key(level: L): string };
  /** The heading of the unit type: a household size for income limits, a unit type for rents. */
  unitHeading: string;
  /** What the preview says beyond its area, year and count. */
  previewNote?(preview: Preview): ReactNode;
}

/** The preview's levels: what sets each apart, the unit type, the published value and the value it replaces. */
function PreviewTable<L extends PreviewLevel>(props: {
  prefix: string;
  levels: readonly L[];
  levelColumn: AreaImportModalProps<unknown, L, AreaPreview<L>>['levelColumn'];
  unitHeading: string;
}) {
  const { t } = useTranslation(PROGRAMS_NS);
  const { prefix, levelColumn } = props;
  return (
    <Table.ScrollContainer minWidth={420} mah={320}>
      <Table striped withTableBorder stickyHeader aria-label={t(`${prefix}.previewTable`)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{levelColumn.heading}</Table.Th>
            <Table.Th scope="col">{props.unitHeading}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t(`${prefix}.published`)}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t(`${prefix}.current`)}
            </Table.Th>
            <Table.Th scope="col">{t(`${prefix}.action`)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.levels.map((level) => (
            <Table.Tr key={`${levelColumn.key(level)}|${level.unit_type}`}>
              <Table.Td>{levelColumn.cell(level)}</Table.Td>
              <Table.Td>{level.unit_type}</Table.Td>
              <Table.Td ta="right">
                <Money amount={level.limit_value} />
              </Table.Td>
              <Table.Td ta="right">
                <Money amount={level.previous_value} />
              </Table.Td>
              <Table.Td>
                <ToneBadge size="sm" tone={ACTION_TONES[level.action]}>
                  {t(`${prefix}.actions.${level.action}`)}
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
 * The dialog of an import of one of HUD's area tables (income limits, HOME rents): the user pastes
 * or opens the file, picks an area, checks the year, sees every level that will be written and the
 * stored value it replaces, then confirms.
 */
export function AreaImportModal<Body, L extends PreviewLevel, Preview extends AreaPreview<L>>(
  props: AreaImportModalProps<Body, L, Preview>,
) {
  const { program, prefix, read } = props;
  const { t } = useTranslation(PROGRAMS_NS);
  const [text, setText] = useState('');
  const [area, setArea] = useState<string | null>(null);
  const [year, setYear] = useState<number | string>('');
  const file = useMemo(() => (text.trim() === '' ? null : read(text)), [text, read]);
  const readable = file !== null && file.problems.length === 0;
  const flow = useAreaImport<Body, Preview>({
    programId: program.id,
    prefix,
    previewOf: props.previewOf,
    importing: props.importing,
    onImported: props.onImported,
    close,
  });

  function changeText(next: string) {
    const chosen = next.trim() === '' ? null : read(next);
    setText(next);
    flow.reset();
    setArea(chosen?.onlyArea ?? null);
    setYear(chosen?.yearInFile ?? '');
  }

  function close() {
    changeText('');
    props.onClose();
  }

  const body = () => (readable ? file.bodyFor(area, year === '' ? undefined : Number(year)) : null);

  return (
    <ImportDialog
      prefix={prefix}
      programName={program.name}
      opened={props.opened}
      onClose={close}
      check={{
        onClick: () => void flow.check(body()),
        disabled: body() === null || flow.busy,
        loading: flow.checking,
      }}
      run={{ onClick: () => flow.run(body()), disabled: !flow.preview || flow.busy, loading: flow.importing }}
    >
      <LimitsInput prefix={prefix} minRows={2} maxRows={6} text={text} onText={changeText} />
      {file && !readable && <FileProblems title={t(`${prefix}.unreadable`)} problems={file.problems} />}
      {readable && (
        <>
          <Text size="sm" role="status">
            {t(file.status.key, { count: file.status.count })}
          </Text>
          <AreaYearFields
            prefix={prefix}
            areas={file.areas}
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
            yearInFile={file.yearInFile !== undefined}
          />
        </>
      )}
      <ImportPreview error={flow.error} preview={flow.preview}>
        {(shown) => (
          <>
            <Text size="sm">
              {t(`${prefix}.ready`, { area: shown.area.name, year: shown.year, count: shown.levels.length })}
            </Text>
            {props.previewNote?.(shown)}
            <PreviewTable
              prefix={prefix}
              levels={shown.levels}
              levelColumn={props.levelColumn}
              unitHeading={props.unitHeading}
            />
          </>
        )}
      </ImportPreview>
    </ImportDialog>
  );
}
