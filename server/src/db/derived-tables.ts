/**
 * Tables that triggers fill from other tables' rows, in the same transaction as every change:
 * occupancy_counts (migration 0007), candidate_name_words (migration 0009),
 * candidate_name_word_counts (migration 0011), ami_levels_json (migration 0012),
 * vacant_unit_classes (migration 0028), recertification_schedule (migration 0029), dashboard_stamps
 * (migration 0031) and application_counts (migration 0070). Backups leave them out and a restore rebuilds them through
 * the triggers (restoring them too would count every row twice); the seed drops their indexes
 * during its bulk load like those of the tables it fills.
 */
export const DERIVED_TABLES: readonly string[] = [
  'occupancy_counts',
  'candidate_name_words',
  'candidate_name_word_counts',
  'ami_levels_json',
  'vacant_unit_classes',
  'recertification_schedule',
  'dashboard_stamps',
  'application_counts',
];
