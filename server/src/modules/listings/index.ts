/**
 * The listings module's face: what other modules and the app (app.ts, cli, demo, plugins) may
 * import from it. Its other files are its own (the lint rule in biome.json refuses imports of them
 * from outside the module).
 */

export { default as listingRoutes } from './listing.routes.ts';
export { applicationsClosed, intakeClosure } from './listing-closure.ts';
export { type ListingIntake, listingIntake } from './listing-intake.repository.ts';
export {
  listingPageParts,
  pageHtml,
  type RenderedPage,
} from './listing-page-html.ts';
export { bedroomsOf, ListingSnapshots } from './listing-snapshot.ts';
export { default as publicListingRoutes } from './public-listing.routes.ts';
export { PublicListingService } from './public-listing.service.ts';
