/**
 * The certifications module's face: what other modules and the app (app.ts, cli, demo, plugins) may
 * import from it. Its other files are its own (the lint rule in biome.json refuses imports of them
 * from outside the module).
 */

export { createAnnualDraft } from './annual-draft.ts';
export { CertificationRepository, certificationInForceId } from './certification.repository.ts';
export { certificationRoutes } from './certification.routes.ts';
export type { DraftRules } from './certification.service.ts';
export { contentOf, type DraftContent, draftColumns } from './certification-figures.ts';
export { createMoveInDraft, householdDraft } from './household-draft.ts';
export { followMoveInDraft } from './move-in-follow.ts';
export type { SignatureCertificate } from './tic-certificate-page.ts';
export { renderCertification, type TicRendering } from './tic-document.ts';
export { signers } from './tic-pdf.ts';
export type { TicLanguage } from './tic-texts.ts';
