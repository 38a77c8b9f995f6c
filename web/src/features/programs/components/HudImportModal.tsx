import type { HudImportBody, HudImportPreview } from '@lar/contracts/hud-import';
import { areaCsv, type HudArea, readHudFile } from '@lar/contracts/hud-limits';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { previewHudImport, useHudImport } from '../api.ts';
import { PROGRAMS_NS } from '../namespace.ts';
import { type AreaFile, AreaImportModal } from './AreaImportModal.tsx';
import type { ImportModalProps } from './ImportDialog.tsx';

const areaLabel = (area: HudArea) =>
  [area.name, area.state, area.fips && `FIPS ${area.fips}`].filter(Boolean).join(' · ');

/** A Section 8 or MTSP file: its areas by their line, so two of the same name stay apart. */
function readHud(text: string): AreaFile<HudImportBody> {
  const hud = readHudFile(text);
  const layout = hud.layout;
  return {
    problems: layout ? [] : hud.problems,
    areas: layout ? hud.areas.map((a) => ({ value: String(a.line), label: areaLabel(a) })) : [],
    onlyArea: hud.areas.length === 1 ? String(hud.areas[0]?.line) : null,
    yearInFile: layout?.year,
    status: { key: `hud.kind.${layout?.kind}`, count: hud.areas.length },
    // Only the header and the chosen row are sent.
    bodyFor: (line, year) => {
      const area = hud.areas.find((a) => String(a.line) === line);
      return area ? { csv: areaCsv(hud.header, area), year } : null;
    },
  };
}

/**
 * Import of HUD's published income limits: the user opens HUD's Section 8 or MTSP file (saved as
 * CSV), picks an area by name or FIPS code, checks the year, sees every level that will be written
 * and the stored value it replaces, then confirms.
 */
export function HudImportModal(props: ImportModalProps) {
  const { t } = useTranslation(PROGRAMS_NS);
  return (
    <AreaImportModal<HudImportBody, HudImportPreview['levels'][number], HudImportPreview>
      {...props}
      prefix="hud"
      read={readHud}
      previewOf={previewHudImport}
      importing={useHudImport()}
      levelColumn={{
        heading: t('hud.percentage'),
        cell: (level) => `${level.percentage} %`,
        key: (level) => String(level.percentage),
      }}
      unitHeading={t('hud.householdSize')}
      previewNote={(shown) =>
        shown.hera_special !== null && (
          <Text size="sm">
            {shown.hera_special.length > 0
              ? t('hud.heraSpecial', { count: shown.hera_special.length })
              : t('hud.noHeraSpecial')}
          </Text>
        )
      }
    />
  );
}
