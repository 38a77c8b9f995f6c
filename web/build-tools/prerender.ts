// After `vite build`: renders the public pages (web/src/prerender.tsx) into copies of
// dist/index.html, one per page and language, under dist/prerendered/<language>/<page>.html, with
// the page's stylesheets inlined, so it paints styled from the HTML alone, before any other
// request. The server sends them for those paths (by Accept-Language); other paths get the shell.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PageRenderer } from '@lar/contracts/page-rendering';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { INTL_LOCALES, LANGUAGES, type Language } from '../src/i18n/languages.ts';
import { staffLeftOut } from './ssr-without-staff.ts';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
/**
 * The server-side renderer: used here for the pages rendered at build time and kept for the server,
 * which renders the search and listing pages with it at request time (it looks for it beside
 * dist/). Not under dist/, which is served as files.
 */
const ssrOut = path.join(web, 'dist-ssr');
const ROOT_ELEMENT = '<div id="root"></div>';

/** The renderer's exports the server loads (the shared contract) and those only the build reads. */
interface PrerenderModule extends PageRenderer {
  PRERENDERED_PAGES: Record<string, { file: string; module: string }>;
  REQUEST_PAGES: Record<string, { file: string; module: string; namespaces: string[] }>;
  NOT_FOUND_PAGE: { path: string; file: string };
  appPaths(): string[];
}
type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** The stylesheets of a module and of the chunks it imports, from Vite's build manifest. */
function stylesheets(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((k) => stylesheets(manifest, k, seen)), ...(chunk.css ?? [])];
}

/** The JavaScript files of a module and of the chunks it imports, from Vite's build manifest. */
function scripts(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => scripts(manifest, k, seen))];
}

/**
 * The shell of a page the server renders at request time: the shell whose scripts wait for the
 * first paint, with the page's stylesheets linked (inlined below, like a prerendered page's) and
 * its chunks and the texts of `language` named for the boot script to preload with the app, so
 * they are fetched once the rendered page has painted, together rather than one after another.
 */
function requestPageShell(
  shell: string,
  manifest: Manifest,
  page: { module: string; namespaces: string[] },
  language: Language,
): string {
  if (!manifest[page.module]) throw new Error(`${page.module} is not in the build manifest`);
  const texts = ['src/i18n/locales', ...page.namespaces].map((dir) => {
    const key = `${dir}/${language}.json`;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    return chunk.file;
  });
  const present = (file: string) => shell.includes(`"/${file}"`);
  const modules = [
    ...new Set([...scripts(manifest, 'index.html'), ...scripts(manifest, page.module), ...texts]),
  ].filter((f) => !present(f));
  const css = [...new Set(stylesheets(manifest, page.module))].filter((f) => !present(f));
  const links = [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    // Named for the boot script, not preloaded here: fetched and compiled with the page, modules
    // held its first paint of the content back behind the header on a slow phone.
    `<meta name="${PRELOAD_META}" content="${modules.map((file) => `/${file}`).join(' ')}">`,
  ].join('');
  return shell
    .replace('<html lang="en">', `<html lang="${INTL_LOCALES[language]}">`)
    .replace('</head>', `${links}</head>`);
}

/** The shell with its linked stylesheets inlined (a few KB: cheaper than a round trip on a phone). */
async function inlineStyles(html: string): Promise<string> {
  let out = html;
  for (const [link, href] of html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g)) {
    const css = await readFile(path.join(dist, href as string), 'utf8');
    out = out.replace(link, `<style>${css}</style>`);
  }
  return out;
}

/** The meta element naming the modules a page's boot script preloads once the page has painted. */
const PRELOAD_META = 'lar-preload';

/**
 * The shell's scripts are loaded only after the prerendered page has painted: a small module waits
 * one frame, then imports the app. Loaded with the page, the app's JavaScript would compete with
 * the first paint for a slow phone's bandwidth and CPU. (An inline script would break the CSP.)
 */
async function deferScripts(html: string): Promise<string> {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('dist/index.html has no module script');
  // Then it asks for what the page names in `lar-preload` together with the app, rather than after.
  const boot = [
    'requestAnimationFrame(()=>setTimeout(()=>{',
    `for(const href of document.querySelector('meta[name="${PRELOAD_META}"]')?.content.split(' ').filter(Boolean)??[]){`,
    "const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.append(link);",
    '}',
    `import(${JSON.stringify(entry[1])});`,
    '}));',
    '',
  ].join('\n');
  const name = `assets/boot-${createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`;
  await writeFile(path.join(dist, name), boot);
  return html
    .replace(entry[0], `<script type="module" crossorigin src="/${name}"></script>`)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

async function renderAll(module: PrerenderModule): Promise<void> {
  const plainShell = await readFile(path.join(dist, 'index.html'), 'utf8');
  const shell = await deferScripts(plainShell);
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const shared = new Set(stylesheets(manifest, 'index.html'));
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`dist/index.html has no ${ROOT_ELEMENT}`);
  await rm(path.join(dist, 'prerendered'), { recursive: true, force: true });
  for (const language of LANGUAGES) {
    await mkdir(path.join(dist, 'prerendered', language), { recursive: true });
    // The not-found page is part of the main bundle: its styles are the shell's own.
    const notFound = { path: module.NOT_FOUND_PAGE.path, file: module.NOT_FOUND_PAGE.file, module: null };
    for (const [pagePath, page] of [
      ...Object.entries(module.PRERENDERED_PAGES),
      [notFound.path, notFound] as const,
    ]) {
      if (page.module !== null && !manifest[page.module]) {
        throw new Error(`${page.module} is not in the build manifest`);
      }
      const css =
        page.module === null ? [] : stylesheets(manifest, page.module).filter((file) => !shared.has(file));
      const links = css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');
      const html = shell
        .replace('<html lang="en">', `<html lang="${INTL_LOCALES[language]}">`)
        .replace('</head>', `${links}</head>`)
        // The language the page was rendered in: the app hydrates it only when it renders the same.
        .replace(
          ROOT_ELEMENT,
          `<div id="root" data-prerendered-language="${language}">${await module.renderPage(pagePath, language)}</div>`,
        );
      await writeFile(
        path.join(dist, 'prerendered', language, `${page.file}.html`),
        await inlineStyles(html),
      );
    }
  }
  for (const language of LANGUAGES) {
    // Filled in by the listing pages' routes at request time; pages.json does not name them.
    for (const page of Object.values(module.REQUEST_PAGES)) {
      await writeFile(
        path.join(dist, 'prerendered', language, `${page.file}.html`),
        await inlineStyles(requestPageShell(shell, manifest, page, language)),
      );
    }
  }
  const notFoundFile = module.NOT_FOUND_PAGE.file;
  // The server sends each of these files for its path in the visitor's language.
  const pages = Object.fromEntries(Object.entries(module.PRERENDERED_PAGES).map(([p, v]) => [p, v.file]));
  await writeFile(
    path.join(dist, 'prerendered', 'pages.json'),
    `${JSON.stringify({ languages: LANGUAGES, pages, notFound: notFoundFile, appPaths: module.appPaths() }, null, 2)}\n`,
  );
}

const started = Date.now();
// Its own small config: the browser build's plugins (the bundle report) do not apply here.
await build({
  root: web,
  configFile: false,
  // The staff area is left out: the renderer renders public pages only (ssr-without-staff.ts).
  plugins: [staffLeftOut(web), react()],
  logLevel: 'warn',
  // One file, no chunks: the server imports it under a new address after each build, and chunks
  // importing the entry back by its plain address would load a second copy of its modules.
  publicDir: false,
  // React, the router and i18next bundled in, in their production builds whatever NODE_ENV the
  // server runs with: their development builds render several times slower.
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/prerender.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
await renderAll((await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href)) as PrerenderModule);
console.log(
  `prerendered the public pages in ${Date.now() - started} ms -> web/dist/prerendered (renderer: web/dist-ssr)`,
);
