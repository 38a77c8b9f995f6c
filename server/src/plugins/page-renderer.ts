import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer } from '@lar/contracts/page-rendering';

/**
 * The exports the server calls, each a function. The renderer is built apart from the server, so
 * the module it loads is checked against the shared contract (`@lar/contracts/page-rendering`)
 * rather than trusted to match it; a key per export, so the list cannot miss one.
 */
const RENDERER_EXPORTS: Record<keyof PageRenderer, 'function'> = {
  renderPage: 'function',
  pageDataRequest: 'function',
};

/** Where a renderer that cannot be used is reported. */
interface RendererLog {
  error(details: object, message: string): void;
}

/** The loaded module as a renderer, or the exports it lacks. */
export function checkedRenderer(loaded: unknown): { renderer: PageRenderer } | { missing: string[] } {
  const exports: Record<string, unknown> = typeof loaded === 'object' && loaded !== null ? { ...loaded } : {};
  const missing = Object.entries(RENDERER_EXPORTS)
    .filter(([name, type]) => typeof exports[name] !== type)
    .map(([name]) => name);
  // Checked above: each export the contract names is a function.
  return missing.length === 0 ? { renderer: exports as unknown as PageRenderer } : { missing };
}

/** The renderer at `address`, checked; null (logged) when it cannot be imported or fails the check. */
async function loadChecked(address: string, file: string, log: RendererLog): Promise<PageRenderer | null> {
  let loaded: unknown;
  try {
    loaded = await import(address);
  } catch (error) {
    log.error(
      { err: error, file },
      "the web build's page renderer could not be loaded; pages are sent unrendered",
    );
    return null;
  }
  const checked = checkedRenderer(loaded);
  if ('missing' in checked) {
    log.error(
      { file, missing: checked.missing },
      `the web build's page renderer does not export ${checked.missing.join(' and ')} as functions; pages are sent unrendered`,
    );
    return null;
  }
  return checked.renderer;
}

/**
 * Loads the renderer the web build keeps beside its output (`<webDist>/../dist-ssr`), again after
 * a rebuild (the web app is served without a restart), and checks it once per build. Null when the
 * build has none or the one it has fails the check: pages are then sent unrendered for the app to
 * render.
 */
export function pageRendererLoader(webDist: string, log: RendererLog): () => Promise<PageRenderer | null> {
  const file = path.join(path.dirname(webDist), 'dist-ssr', 'prerender.js');
  let kept: { mtimeMs: number; renderer: Promise<PageRenderer | null> } | undefined;
  return async () => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (kept?.mtimeMs !== mtimeMs) {
      // A new address per build: an imported module is otherwise cached for the process's life.
      kept = { mtimeMs, renderer: loadChecked(`${pathToFileURL(file).href}?v=${mtimeMs}`, file, log) };
    }
    return kept.renderer;
  };
}
