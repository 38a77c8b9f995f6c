/**
 * The occupancies module's face: what other modules and the app (app.ts, cli, demo, plugins) may
 * import from it. Its other files are its own (the lint rule in biome.json refuses imports of them
 * from outside the module).
 */
export { OccupancyRepository } from './occupancy.repository.ts';
export { occupancyRoutes } from './occupancy.routes.ts';
export { OccupancyService } from './occupancy.service.ts';
export { occupancyAnswerJson, withOccupancyNames, withOccupancyPlaces } from './occupancy-shape.ts';
export type { GatedValues, OccupancyWriteRules } from './occupancy-write-rules.ts';
export { deleteUnlessOccupied } from './occupied-records.repository.ts';
