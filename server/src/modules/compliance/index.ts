/**
 * The compliance module's face: what other modules and the app (app.ts, cli, demo, plugins) may
 * import from it. Its other files are its own (the lint rule in biome.json refuses imports of them
 * from outside the module).
 */
export { programAssetRules, programIdsOf } from './asset-rules.repository.ts';
export { default as complianceRoutes } from './compliance.routes.ts';
export { checkDesignations, designationsJson, replaceDesignations } from './designations.repository.ts';
export { default as eligibleUnitsRoutes } from './eligible-units.routes.ts';
export { checkAveragingDesignations, checkAveragingElection } from './income-averaging.repository.ts';
export {
  limitTablesJson,
  newProgramTablesCache,
  type ProgramTablesCache,
  replaceLimitTables,
} from './limit-tables.repository.ts';
export { checkDateOf } from './occupancy-check.ts';
export { enforceCompliance } from './occupancy-gate.ts';
export { newPairLimitsCache, type PairLimitsCache } from './pair-limits.ts';
export { unitsOfProperty } from './property-compliance.repository.ts';
export { lowIncomeUnitCounts, PropertyComplianceService } from './property-compliance.ts';
export { default as complianceReportRoutes } from './report.routes.ts';
export { ComplianceReportService, type ReportFigures } from './report.service.ts';
export { newReportChecksCache, type ReportChecksCache } from './report-checks.ts';
export { ReportInputs, type UnitRow } from './report-inputs.repository.ts';
export {
  householdLimits,
  type UnitDesignations,
  unitDesignations,
  unitLimits,
} from './unit-designations.repository.ts';
export { propertyExists, utilityAllowanceOn } from './utility-allowances.repository.ts';
