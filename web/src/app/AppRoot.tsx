import { type RefObject, Suspense, useLayoutEffect, useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { RouteLoading } from './RouteLoading.tsx';

/** Notes where the visitor had scrolled when the app first rendered, before anything moved it. */
function NoteFirstScroll({ into }: { into: RefObject<number> }) {
  useLayoutEffect(() => {
    into.current = window.scrollY;
  }, [into]);
  return null;
}

/**
 * ScrollRestoration resets a fresh page to the top on its first render when it has no saved
 * position. A server-rendered page is readable before the app hydrates it, so on a slow phone the
 * visitor may already have scrolled, and may be tapping "Apply now" just as the page jumps away
 * under the finger. The first render keeps that scroll; later navigations reset and restore as usual.
 * Runs after ScrollRestoration's own first effect (siblings' layout effects run in order), in the
 * same task, so nothing paints at the top in between.
 */
function KeepFirstScroll({ from }: { from: RefObject<number> }) {
  useLayoutEffect(() => {
    // A saved position (a reload) or a #hash has put the page somewhere already: that stands.
    if (from.current > 0 && window.scrollY === 0) window.scrollTo(0, from.current);
  }, [from]);
  return null;
}

/** Root of every route: scroll restoration and a loading state for pages still on their way. */
export function AppRoot() {
  const firstScroll = useRef(0);
  return (
    <>
      <NoteFirstScroll into={firstScroll} />
      <ScrollRestoration />
      <KeepFirstScroll from={firstScroll} />
      <Suspense fallback={<RouteLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}
