import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/** A page module: its default export is the screen. */
export interface PageModule {
  default: ComponentType;
}
export type PageLoader = () => Promise<PageModule>;

/** Route `lazy` for a page module, so each screen is its own chunk loaded on first visit. */
export function lazyPage(load: PageLoader): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: (await load()).default });
}
