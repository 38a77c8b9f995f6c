import { Random } from '../seed/random.ts';
import type { RequestPlan } from './load.ts';

/**
 * A 2 MB PDF shaped like a scanned or exported one: a readable start (the header and a few
 * kilobytes of object dictionaries, which compress), then streams that are already compressed
 * (Flate or JPEG), which do not: the seed's generator with a fixed seed, the same bytes every run.
 * The server checks only the header. PostgreSQL's pglz gets past its first kilobyte on such a file
 * and works through most of it before giving up; a filler of blanks instead compressed to a few
 * kilobytes, which no real document does (docs/benchmarks.md, twenty-eighth round).
 */
function benchPdf(bytes = 2 * 1024 * 1024): Buffer {
  const body = Buffer.alloc(bytes);
  const objects = Array.from(
    { length: 40 },
    (_, n) =>
      `${n + 1} 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${n + 41} 0 R >>\nendobj\n`,
  ).join('');
  const readable = Buffer.from(`%PDF-1.4\n% bench document\n${objects}`);
  readable.copy(body);
  const random = new Random(0x9e3779b9);
  for (let offset = readable.length; offset + 4 <= bytes; offset += 4) {
    body.writeUInt32LE(random.int(0, 0xffffffff), offset);
  }
  Buffer.from('\n%%EOF\n').copy(body, bytes - 7);
  return body;
}

/**
 * POST an application with a 2 MB PDF to a listing: the multipart body is the same document each
 * time, with an e-mail and a head of household of its own, so no application is a duplicate of
 * another (a duplicate would flag, and update, every earlier one).
 */
export function applyWithDocument(runId: string, listingId: number): RequestPlan {
  const boundary = 'larbenchboundary7e3c';
  const pdf = benchPdf();
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  let serial = 0;
  return [
    {
      method: 'POST',
      path: '/api/public/applications',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      setupRequest(request) {
        serial += 1;
        const application = {
          listing_id: listingId,
          email: `bench-${runId}-${serial}@example.org`,
          language: 'en',
          members: [
            {
              name: `Bench Applicant ${runId} ${serial}`,
              relationship: 'HEAD',
              birth_date: '1985-03-02',
              full_time_student: false,
              disabled: false,
              income: { employment: '41234.56', social_security: 0, public_assistance: 0, other: 0 },
            },
          ],
          consent: true,
        };
        const head = Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="application"\r\n\r\n${JSON.stringify(application)}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="statement.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        );
        return { ...request, body: Buffer.concat([head, pdf, tail]) };
      },
    },
  ];
}
