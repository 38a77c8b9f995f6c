import { dateTimeFormat, numberFormat } from '@lar/contracts/intl-formats';
import { INTL_LOCALES, type Language } from '@lar/contracts/languages';
import { listingPagePath, PAGE_DATA_ELEMENT } from '@lar/contracts/page-routes';
import type { PublicListingDetail } from '@lar/contracts/public-listings';

/**
 * A listing's page as the server sends it (decision 030): the app's shell with the listing's
 * title, description, link-preview tags and schema.org data in its head, and its title, rent and
 * description in a <noscript> block, so search engines, link previews and a browser without
 * JavaScript read the listing before (or without) the app. With the web build's renderer, #root
 * holds the page itself, rendered with the listing, which the app hydrates.
 */

interface PageTexts {
  studio: string;
  bedrooms: (n: number) => string;
  at: string;
  perMonth: string;
  availableFrom: string;
  availableNow: string;
  seeListing: string;
}

const TEXTS: Record<Language, PageTexts> = {
  en: {
    studio: 'Studio',
    bedrooms: (n) => `${n}-bedroom apartment`,
    at: 'at',
    perMonth: 'per month',
    availableFrom: 'Available from',
    availableNow: 'Available now',
    seeListing: 'See the apartment',
  },
  pt: {
    studio: 'Estúdio',
    bedrooms: (n) => `Apartamento de ${n} ${n === 1 ? 'quarto' : 'quartos'}`,
    at: 'em',
    perMonth: 'por mês',
    availableFrom: 'Disponível a partir de',
    availableNow: 'Disponível agora',
    seeListing: 'Ver o apartamento',
  },
  es: {
    studio: 'Estudio',
    bedrooms: (n) => `Apartamento de ${n} ${n === 1 ? 'habitación' : 'habitaciones'}`,
    at: 'en',
    perMonth: 'al mes',
    availableFrom: 'Disponible desde',
    availableNow: 'Disponible ahora',
    seeListing: 'Ver el apartamento',
  },
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script>: no `<` may close it early. */
const scriptText = (json: string) => json.replace(/</g, '\\u003c');
const scriptJson = (value: unknown) => scriptText(JSON.stringify(value));

/** The rent as the visitor's language writes dollars; the decimal string is formatted as it is. */
function dollars(amount: string, language: Language): string {
  // Intl formats a decimal string without turning it into a binary float first.
  const format = numberFormat(INTL_LOCALES[language], { style: 'currency', currency: 'USD' });
  return format.format(amount as unknown as number);
}

function dateText(isoDate: string, language: Language): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return dateTimeFormat(INTL_LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

export interface ListingPageParts {
  title: string;
  description: string;
  head: string;
  noscript: string;
}

/** A page rendered by the web app's renderer, and the data it was rendered with. */
export interface RenderedPage {
  language: Language;
  /** The inside of #root. */
  html: string;
  /** The data it was rendered with, as JSON text, under the page's key. */
  pageData: { key: string; dataText: string } | null;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * What the page says about the listing, in `language`. Its addresses are absolute under `origin`
 * (PUBLIC_URL, never the request's Host: decision 054); without one the canonical link is the
 * path alone and the tags that need a full address (og:url, og:image, schema.org's url and
 * image) are left out.
 */
export function listingPageParts(
  listing: PublicListingDetail,
  language: Language,
  origin: string | undefined,
): ListingPageParts {
  const t = TEXTS[language];
  const { unit, property } = listing;
  const kind = unit.bedrooms === 0 ? t.studio : t.bedrooms(unit.bedrooms);
  const place = [property.name, property.city].filter(Boolean).join(', ');
  const rent = `${dollars(unit.rent, language)} ${t.perMonth}`;
  const title = `${kind} ${t.at} ${place} · ${rent}`;
  const availability = unit.available_from
    ? `${t.availableFrom} ${dateText(unit.available_from, language)}`
    : t.availableNow;
  const description = [unit.description, availability].filter(Boolean).join(' · ');
  const path = listingPagePath(listing.id);
  const url = origin === undefined ? undefined : `${origin}${path}`;
  const images = origin === undefined ? [] : unit.photos.map((photo) => `${origin}${photo.url}`);
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: title,
    description,
    ...(url ? { url } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    offers: {
      '@type': 'Offer',
      price: unit.rent,
      priceCurrency: 'USD',
      ...(unit.available_from ? { availabilityStarts: unit.available_from } : {}),
    },
    about: {
      '@type': 'Apartment',
      numberOfBedrooms: unit.bedrooms,
      ...(unit.bathrooms ? { numberOfBathroomsTotal: Number(unit.bathrooms) } : {}),
      ...(unit.square_feet
        ? { floorSize: { '@type': 'QuantitativeValue', value: unit.square_feet, unitCode: 'FTK' } }
        : {}),
      ...(unit.accessible ? { accessibilityFeature: ['wheelchairAccessible'] } : {}),
      petsAllowed: property.pets_allowed,
      address: {
        '@type': 'PostalAddress',
        ...(property.street1 ? { streetAddress: property.street1 } : {}),
        ...(property.city ? { addressLocality: property.city } : {}),
        ...(property.state ? { addressRegion: property.state } : {}),
        ...(property.postal_code ? { postalCode: property.postal_code } : {}),
        addressCountry: 'US',
      },
    },
  };
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const head = [
    `<link rel="canonical" href="${escapeHtml(url ?? path)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    ...(url ? [meta('property', 'og:url', url)] : []),
    ...(images[0] ? [meta('property', 'og:image', images[0])] : []),
    meta('name', 'twitter:card', images[0] ? 'summary_large_image' : 'summary'),
    `<script type="application/ld+json">${scriptJson(structured)}</script>`,
  ].join('\n    ');
  const noscript = [
    '<noscript>',
    '<main>',
    `<h1>${escapeHtml(`${kind} ${t.at} ${place}`)}</h1>`,
    `<p><strong>${escapeHtml(rent)}</strong></p>`,
    `<p>${escapeHtml(availability)}</p>`,
    ...(unit.description ? [`<p>${escapeHtml(unit.description)}</p>`] : []),
    '</main>',
    '</noscript>',
  ].join('');
  return { title, description, head, noscript };
}

/**
 * The shell of a page rendered at request time: its language; the listing's <title>, description
 * and head tags when it is a listing's page; #root holding the rendered page (marked with its
 * language: the app hydrates it only when it renders the same) followed by the data it was
 * rendered with, in a JSON block the browser does not run (so the content security policy allows
 * it). Without a rendering (a build without the renderer), the listing's <noscript> block.
 */
export function pageHtml(
  shell: string,
  language: Language,
  rendered: RenderedPage | null,
  listing?: ListingPageParts,
): string {
  // Replaced by functions: a `$` in the listing's text must not be read as a replacement pattern.
  let html = shell.replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`);
  if (listing) {
    html = html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(listing.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(listing.description)}" />`,
      )
      .replace('</head>', () => `  ${listing.head}\n  </head>`);
  }
  if (rendered) {
    // The data's text as it is, not parsed and written again; no `<` may close the block early.
    const data = rendered.pageData
      ? `<script type="application/json" id="${PAGE_DATA_ELEMENT}">{"key":${scriptJson(rendered.pageData.key)},"data":${scriptText(rendered.pageData.dataText)}}</script>`
      : '';
    return html.replace(
      ROOT_ELEMENT,
      () => `<div id="root" data-prerendered-language="${rendered.language}">${rendered.html}</div>${data}`,
    );
  }
  return listing
    ? html.replace(/<body([^>]*)>/, (_body, attributes: string) => `<body${attributes}>${listing.noscript}`)
    : html;
}
