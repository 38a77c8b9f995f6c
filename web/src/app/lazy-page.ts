import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { loadRegisteredTexts } from '../i18n/register-namespace.ts';

/** A page module: its default export is the screen. */
export interface PageModule {
  default: ComponentType;
}
export type PageLoader = () => Promise<PageModule>;

/**
 * A page module together with the texts of every namespace it registered, so the page renders
 * whole the first time instead of suspending again for each dialog's texts.
 */
export async function loadPageWithTexts(load: PageLoader): Promise<PageModule> {
  const page = await load();
  await loadRegisteredTexts();
  return page;
}

/** Route `lazy` for a page module, so each screen is its own chunk loaded on first visit. */
export function lazyPage(load: PageLoader): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: (await loadPageWithTexts(load)).default });
}
