import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the search or a listing's page loads first, as the web app computes it from the address. */
export type PageDataRequest =
  | { kind: 'search'; key: string; query: Record<string, string | number> }
  | { kind: 'listing'; key: string; id: number; query: Record<string, string> };

/** The web build's server-side renderer (web/src/prerender.tsx, built to web/dist-ssr). */
export interface PageRenderer {
  renderPage(path: string, language: string, pageData?: { key: string; data: unknown }): Promise<string>;
  pageDataRequest(path: string): PageDataRequest | null;
}

/**
 * Loads the renderer the web build keeps beside its output (`<webDist>/../dist-ssr`), again after
 * a rebuild (the web app is served without a restart); null when the build has none, and pages
 * are then sent unrendered for the app to render.
 */
export function pageRendererLoader(webDist: string): () => Promise<PageRenderer | null> {
  const file = path.join(path.dirname(webDist), 'dist-ssr', 'prerender.js');
  let kept: { mtimeMs: number; renderer: Promise<PageRenderer> } | undefined;
  return async () => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (kept?.mtimeMs !== mtimeMs) {
      // A new address per build: an imported module is otherwise cached for the process's life.
      const renderer = import(`${pathToFileURL(file).href}?v=${mtimeMs}`) as Promise<PageRenderer>;
      kept = { mtimeMs, renderer };
    }
    return kept.renderer;
  };
}

/** Rendered pages kept: a few hundred pages of 10-30 KB. */
const KEPT_PAGES = 300;

/**
 * A renderer's pages kept by what they are a function of: the address, the language, the day (a
 * listing available from a date reads "available now" once it is reached) and the data, as JSON
 * text. A new renderer (a new build) starts afresh. A render costs 4-13 ms of the event loop; most
 * visits ask for a page someone asked for a moment ago. The oldest page goes first.
 */
export class RenderedPages {
  private readonly kept = new Map<string, string>();
  private keptFor: PageRenderer | undefined;

  /** `dataText` is parsed for the render only: a page kept needs no data of its own. */
  async render(
    renderer: PageRenderer,
    path: string,
    language: string,
    data: { key: string; dataText: string } | null,
  ): Promise<string> {
    if (renderer !== this.keptFor) {
      this.kept.clear();
      this.keptFor = renderer;
    }
    const day = new Date().toISOString().slice(0, 10);
    const key = createHash('sha256')
      .update(`${path}\n${language}\n${day}\n${data?.key ?? ''}\n${data?.dataText ?? ''}`)
      .digest('base64');
    const found = this.kept.get(key);
    if (found !== undefined) {
      // Most recently used last, so the oldest is the first the map yields.
      this.kept.delete(key);
      this.kept.set(key, found);
      return found;
    }
    // Rendered with the data as the page will read it back from the JSON block.
    const pageData = data ? { key: data.key, data: JSON.parse(data.dataText) as unknown } : undefined;
    const html = await renderer.renderPage(path, language, pageData);
    this.kept.set(key, html);
    if (this.kept.size > KEPT_PAGES) {
      const oldest = this.kept.keys().next().value;
      if (oldest !== undefined) this.kept.delete(oldest);
    }
    return html;
  }
}
