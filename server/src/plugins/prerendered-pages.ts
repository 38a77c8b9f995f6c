import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Written by web/build-tools/prerender.ts: the public paths rendered at build time, per language. */
interface PrerenderedIndex {
  languages: string[];
  /** Path (`/`, `/about`, ...) to the file name under prerendered/<language>/. */
  pages: Record<string, string>;
}

/** The visitor's most preferred built language by Accept-Language, else the first one built. */
export function preferredLanguage(header: string | undefined, languages: readonly string[]): string {
  const ranked = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => languages.includes(entry.language) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.language ?? languages[0] ?? 'en';
}

/**
 * Routes for the public pages rendered at build time: each answers its page already rendered in
 * the visitor's language, so the first paint needs no JavaScript; the app then takes over. Other
 * paths keep getting the plain shell. Needs @fastify/static registered on `root` (for sendFile).
 */
export function registerPrerenderedPages(app: FastifyInstance, root: string): void {
  const indexFile = path.join(root, 'prerendered', 'pages.json');
  if (!existsSync(indexFile)) return;
  const { languages, pages } = JSON.parse(readFileSync(indexFile, 'utf8')) as PrerenderedIndex;
  for (const [pagePath, file] of Object.entries(pages)) {
    app.get(pagePath, { schema: { hide: true } }, (request, reply) => {
      const language = preferredLanguage(request.headers['accept-language'], languages);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language')
        .type('text/html; charset=utf-8')
        .sendFile(`prerendered/${language}/${file}.html`);
    });
  }
}
