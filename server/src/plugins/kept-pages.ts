import { createHash } from 'node:crypto';
import type { PageRenderer, RenderLanguage } from '@lar/contracts/page-rendering';
import { StampedCache } from '../lib/cache/stamped-cache.ts';
import { todayIn } from '../lib/dates.ts';

/** Rendered pages kept: a few hundred pages of 10-30 KB. */
const KEPT_PAGES = 300;

/** The app's store of rendered pages (`AppCaches.renderedPages`). */
export const newRenderedPagesCache = (): StampedCache<string> => new StampedCache<string>(KEPT_PAGES);

/**
 * A renderer's pages kept by what they are a function of: the address, the language and the data,
 * as JSON text (the key), and the day where the organization works (`TIME_ZONE`, the stamp: a
 * listing available from a date reads "available now" once that date is reached there). A new
 * renderer (a new build) starts afresh. A render costs 4-13 ms of the event loop; most visits ask
 * for a page someone asked for a moment ago.
 */
export class RenderedPages {
  private keptFor: PageRenderer | undefined;

  constructor(
    private readonly timeZone: string,
    private readonly kept: StampedCache<string>,
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
      .update(`${path}\n${language}\n${data?.key ?? ''}\n${data?.dataText ?? ''}`)
      .digest('base64');
    const found = this.kept.get(key, day);
    if (found !== undefined) return found;
    // Rendered with the data as the page will read it back from the JSON block.
    const pageData = data ? { key: data.key, data: JSON.parse(data.dataText) as unknown } : undefined;
    const html = await renderer.renderPage(path, language, pageData);
    this.kept.set(key, day, html);
    return html;
  }
}
