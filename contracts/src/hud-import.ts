import { z } from 'zod';
import { CSV_TEXT_MAX, LEVEL_ACTIONS, levelActionCounts } from './ami-csv.ts';
import { amiLevel, levelYear } from './ami-levels.ts';
import { singleLine } from './fields.ts';
import { HUD_KINDS } from './hud-limits.ts';
import { emptyAsUndefined } from './paging.ts';

/**
 * The import of HUD's published limits into a program (`hud-limits.ts` reads the file): what the
 * screen sends, and the preview of what the import writes.
 */
export const hudImportBody = z.strictObject({
  csv: z
    .string({ error: 'Send the CSV text in csv' })
    .min(1, 'The file is empty')
    .max(CSV_TEXT_MAX, 'The file is too large; send the header and the area rows you need'),
  /** The area's FIPS code or name; not needed when the file has one row. */
  area: z.preprocess(emptyAsUndefined, singleLine().trim().max(200).optional()),
  /** The fiscal year; needed only when the file's columns do not name it. */
  year: z.preprocess(emptyAsUndefined, levelYear.optional()),
});
export type HudImportBody = z.input<typeof hudImportBody>;
export type HudImportRequest = z.output<typeof hudImportBody>;

/** A level an area import writes: the level, what writing it does, and the stored value it replaces. */
export const importedLevel = amiLevel.omit({ id: true, version: true }).extend({
  action: z.enum(LEVEL_ACTIONS),
  previous_value: z.number().nullable(),
});

export const hudImportPreview = z.object({
  kind: z.enum(HUD_KINDS),
  year: z.number().int(),
  area: z.object({
    line: z.number().int(),
    fips: z.string(),
    name: z.string(),
    area_name: z.string(),
    state: z.string(),
  }),
  /** Every level the import writes, with the stored value it replaces. */
  levels: z.array(importedLevel),
  summary: levelActionCounts,
  /**
   * The area's HERA special limits, replacing the program's of that year; null when the file has no
   * HERA special columns (Section 8 files, older MTSP files), which leaves the stored ones alone.
   */
  hera_special: z
    .array(z.object({ percentage: z.number(), household_size: z.number().int(), limit_value: z.number() }))
    .nullable(),
});
export type HudImportPreview = z.infer<typeof hudImportPreview>;
