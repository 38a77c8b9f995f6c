import { type HomeRentImportPreview, readHomeRentFile } from '@lar/contracts/home-rent-limits';
import type { HudImportBody } from '@lar/contracts/hud-import';
import { useTranslation } from 'react-i18next';
import { previewHomeRentImport, useHomeRentImport } from '../api.ts';
import { PROGRAMS_NS } from '../namespace.ts';
import { type AreaFile, AreaImportModal } from './AreaImportModal.tsx';
import type { ImportModalProps } from './ImportDialog.tsx';

/** A state's HOME rent limits table: its areas by name; the whole text is sent. */
function readHomeRents(text: string): AreaFile<HudImportBody> {
  const file = readHomeRentFile(text);
  return {
    problems: file.problems,
    areas: [...new Set(file.areas.map((a) => a.name))].filter((n) => n !== ''),
    onlyArea: file.areas.length === 1 ? (file.areas[0]?.name ?? null) : null,
    yearInFile: file.year,
    status: { key: 'homeRents.areas', count: file.areas.length },
    bodyFor: (area, year) =>
      area !== null || file.areas.length === 1 ? { csv: text, area: area ?? undefined, year } : null,
  };
}

/**
 * Import of HUD's High and Low HOME rents (decision 047): the user opens HUD's HOME rent limits
 * table of the state (saved as CSV, or pasted from the sheet), picks an area, checks the year, sees
 * every rent that will be written and the stored value it replaces, then confirms.
 */
export function HomeRentImportModal(props: ImportModalProps) {
  const { t } = useTranslation(PROGRAMS_NS);
  return (
    <AreaImportModal<HudImportBody, HomeRentImportPreview['levels'][number], HomeRentImportPreview>
      {...props}
      prefix="homeRents"
      read={readHomeRents}
      previewOf={previewHomeRentImport}
      importing={useHomeRentImport()}
      levelColumn={{
        heading: t('homeRents.tier'),
        cell: (level) => t(`homeRents.tiers.${level.tier}`),
        key: (level) => level.tier,
      }}
      unitHeading={t('homeRents.unitType')}
    />
  );
}
