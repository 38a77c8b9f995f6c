// The staff lists `npm run screenshots` captures at a phone's and a desktop's width, and the demo
// records they open on.

type Api = <T>(method: string, url: string, body?: unknown) => Promise<T>;

interface Ids {
  propertyId: number;
  occupancyId: number;
  waitlistPropertyId: number;
}

/**
 * The ids the lists open on: the demo's first property and occupancy, and a listed unit's property
 * whose waitlist gets one household (the demo has no applications), sent as an applicant sends it.
 */
export async function listIds(base: string, api: Api): Promise<Ids> {
  const [property] = await api<Array<{ id: number }>>('GET', '/api/properties?limit=1');
  const [occupancy] = await api<Array<{ id: number }>>('GET', '/api/occupancies?limit=1&status=ACTIVE');
  const listings = await api<{ items: Array<{ id: number }> }>('GET', '/api/public/listings?limit=1');
  const listing = listings.items[0];
  if (!property || !occupancy || !listing)
    throw new Error('the demo data has no property, occupancy or listing');
  const form = new FormData();
  form.append(
    'application',
    JSON.stringify({
      listing_id: listing.id,
      email: 'joana.pereira@example.com',
      language: 'pt',
      members: [
        {
          name: 'Joana Pereira dos Santos',
          relationship: 'HEAD',
          birth_date: '1985-06-14',
          income: { employment: 34000, social_security: 0, public_assistance: 0, other: 0 },
        },
      ],
      consent: true,
    }),
  );
  const sent = await fetch(`${base}/api/public/applications`, { method: 'POST', body: form });
  if (!sent.ok) throw new Error(`application: ${sent.status} ${await sent.text()}`);
  const { reference } = (await sent.json()) as { reference: string };
  const applications = await api<Array<{ id: number; reference: string; property_id: number }>>(
    'GET',
    '/api/applications?limit=100',
  );
  const application = applications.find((a) => a.reference === reference);
  if (!application) throw new Error(`application ${reference} not listed`);
  await api('PATCH', `/api/applications/${application.id}`, { status: 'WAITLISTED' });
  return { propertyId: property.id, occupancyId: occupancy.id, waitlistPropertyId: application.property_id };
}

/** Each list's file name and address. */
export function listShots(ids: Ids): Array<{ name: string; path: string }> {
  return [
    { name: 'properties', path: '/property' },
    { name: 'units', path: `/units?property=${ids.propertyId}` },
    { name: 'candidates', path: '/candidates' },
    { name: 'occupancies', path: '/occupancies' },
    { name: 'programs', path: '/govprogram' },
    { name: 'management-companies', path: '/property-manager' },
    { name: 'certifications', path: `/certifications?occupancy=${ids.occupancyId}` },
    { name: 'recertifications', path: '/recertifications' },
    { name: 'applications', path: '/applications' },
    { name: 'waitlist', path: `/waitlist?property=${ids.waitlistPropertyId}` },
    { name: 'compliance-report', path: '/compliance' },
    { name: 'users', path: '/users' },
  ];
}
