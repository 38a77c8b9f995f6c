import { createHash } from 'node:crypto';
import type { PageRenderer, RenderLanguage } from '@lar/contracts/page-rendering';
import { todayIn } from '../lib/dates.ts';

/** Rendered pages kept: a few hundred pages of 10-30 KB. */
const KEPT_PAGES = 300;

/**
 * Pages' HTML by key, at most `limit` of them; the least recently used goes first. A store of its
 * own so that it can be kept elsewhere (a shared cache) without changing what a page is keyed by.
 */
export class KeptPages {
  // A Map yields its keys in insertion order: the least recently used is the first.
  private readonly pages = new Map<string, string>();

  constructor(private readonly limit: number) {}

  get(key: string): string | undefined {
    const html = this.pages.get(key);
    if (html !== undefined) {
      this.pages.delete(key);
      this.pages.set(key, html);
    }
    return html;
  }

  set(key: string, html: string): void {
    this.pages.delete(key);
    this.pages.set(key, html);
    if (this.pages.size > this.limit) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
  }

  clear(): void {
    this.pages.clear();
  }
}

/**
 * A renderer's pages kept by what they are a function of: the address, the language, the day where
 * the organization works (`TIME_ZONE`: a listing available from a date reads "available now" once
 * that date is reached there) and the data, as JSON text. A new renderer (a new build) starts
 * afresh. A render costs 4-13 ms of the event loop; most visits ask for a page someone asked for a
 * moment ago.
 */
export class RenderedPages {
  private keptFor: PageRenderer | undefined;

  constructor(
    private readonly timeZone: string,
    private readonly kept = new KeptPages(KEPT_PAGES),
  ) {}

  /** `dataText` is parsed for the render only: a page kept needs no data of its own. */
  async render(
    renderer: PageRenderer,
    path: string,
    language: RenderLanguage,
    data: { key: string; dataText: string } | null,
  ): Promise<string> {
    if (renderer !== this.keptFor) {
      this.kept.clear();
      this.keptFor = renderer;
    }
    const day = todayIn(this.timeZone);
    const key = createHash('sha256')
      .update(`${path}\n${language}\n${day}\n${data?.key ?? ''}\n${data?.dataText ?? ''}`)
      .digest('base64');
    const found = this.kept.get(key);
    if (found !== undefined) return found;
    // Rendered with the data as the page will read it back from the JSON block.
    const pageData = data ? { key: data.key, data: JSON.parse(data.dataText) as unknown } : undefined;
    const html = await renderer.renderPage(path, language, pageData);
    this.kept.set(key, html);
    return html;
  }
}
