import type { GovProgram } from '@lar/contracts/programs';
import { Group, NumberInput, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslator } from '../../../lib/use-translator.ts';
import { PROGRAMS_NS } from '../namespace.ts';
import { importFailureMessage, importRunCallbacks } from './import-answers.ts';

/**
 * What HUD's area tables share once read (the income limits and the HOME rents): the user picks an
 * area and a year, previews what would be written, then imports it. This hook keeps the preview,
 * its refusal and the two requests; each dialog keeps only its own file and request body.
 */

interface ImportSummary {
  summary: { add: number; update: number };
}

interface AreaImportOptions<Body, Preview extends ImportSummary> {
  programId: number;
  /** The dialog's key prefix: its `done` message names what was added and replaced. */
  prefix: string;
  previewOf(programId: number, body: Body): Promise<Preview>;
  importing: {
    isPending: boolean;
    mutate(
      variables: { programId: number; body: Body },
      callbacks: ReturnType<typeof importRunCallbacks<{ program: GovProgram; preview: Preview }>>,
    ): void;
  };
  onImported(program: GovProgram): void;
  close(): void;
}

export function useAreaImport<Body, Preview extends ImportSummary>(
  options: AreaImportOptions<Body, Preview>,
) {
  const { t } = useTranslation(PROGRAMS_NS);
  const translator = useTranslator(PROGRAMS_NS);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  /** Forget the last preview and refusal: the file, the area or the year changed. */
  function reset() {
    setPreview(null);
    setError(null);
  }

  async function check(body: Body | null) {
    if (!body) return;
    setChecking(true);
    reset();
    try {
      setPreview(await options.previewOf(options.programId, body));
    } catch (failure) {
      setError(importFailureMessage(failure, translator));
    }
    setChecking(false);
  }

  function run(body: Body | null) {
    if (!body) return;
    options.importing.mutate(
      { programId: options.programId, body },
      importRunCallbacks({
        translator,
        doneMessage: ({ preview: done }) =>
          t(`${options.prefix}.done`, { add: done.summary.add, update: done.summary.update }),
        onImported: options.onImported,
        close: options.close,
        showError: setError,
      }),
    );
  }

  return {
    preview,
    error,
    checking,
    importing: options.importing.isPending,
    busy: checking || options.importing.isPending,
    reset,
    /** Only the preview goes: the area or the year changed, the file did not. */
    dropPreview: () => setPreview(null),
    check,
    run,
  };
}

/** The area and year of an area table: the year from the file's title, or typed when it has none. */
export function AreaYearFields(props: {
  prefix: string;
  areas: readonly (string | { value: string; label: string })[];
  area: string | null;
  onArea(area: string | null): void;
  year: number | string;
  onYear(year: number | string): void;
  yearInFile: boolean;
}) {
  const { t } = useTranslation(PROGRAMS_NS);
  return (
    <Group grow align="flex-start" wrap="wrap">
      <Select
        label={t('hud.area')}
        placeholder={t(`${props.prefix}.areaPlaceholder`)}
        searchable
        limit={50}
        miw={240}
        data={[...props.areas]}
        value={props.area}
        nothingFoundMessage={t('hud.noArea')}
        onChange={props.onArea}
      />
      <NumberInput
        label={t('hud.year')}
        description={props.yearInFile ? t(`${props.prefix}.yearFromFile`) : t(`${props.prefix}.yearNeeded`)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        min={2000}
        max={2100}
        maw={200}
        allowDecimal={false}
        value={props.year}
        onChange={props.onYear}
      />
    </Group>
  );
}
