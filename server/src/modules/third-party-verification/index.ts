/**
 * The third-party verification module's face: what other modules and the app may import from it.
 * Its other files are its own (the lint rule in biome.json refuses imports of them from outside).
 */
export { annualCents } from './annual-amount.ts';
export {
  attachVerifications,
  type VerificationDate,
  verificationDates,
} from './verification.repository.ts';
export { default as verificationRoutes } from './verification.routes.ts';
