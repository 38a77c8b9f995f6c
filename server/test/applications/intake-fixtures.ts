import type { TestApp } from '../helpers/test-app.ts';

/** A file part of an application's upload. */
export interface FilePart {
  name?: string;
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart body: the `application` field as JSON (when given), then the files. */
export function applicationMultipart(application: unknown, files: FilePart[] = []) {
  const boundary = `----lar${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (application !== undefined)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="application"\r\n\r\n${
          typeof application === 'string' ? application : JSON.stringify(application)
        }\r\n`,
      ),
    );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'documents'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A small PDF: its header is what the server recognises. */
export const pdf = (size = 600) => {
  const body = Buffer.alloc(size, 0x20);
  Buffer.from('%PDF-1.4\n% test document\n').copy(body);
  Buffer.from('\n%%EOF\n').copy(body, size - 7);
  return body;
};
export const png = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** A household member as the form sends one; its relationship and incomes keep their literal types. */
export const member = <Relationship extends string, Income extends Record<string, number | string>>(
  name: string,
  relationship: Relationship,
  income: Income,
  birth = '1985-03-02',
) => ({
  name,
  relationship,
  birth_date: birth,
  full_time_student: false,
  disabled: false,
  income: { employment: 0, social_security: 0, public_assistance: 0, other: 0, ...income },
});

/** POSTs an application from `remoteAddress`. */
export function submit(
  t: Pick<TestApp, 'app'>,
  application: unknown,
  files: FilePart[] = [],
  remoteAddress = '127.0.0.1',
) {
  const body = applicationMultipart(application, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/public/applications',
    headers: { 'content-type': body.contentType },
    payload: body.payload,
    remoteAddress,
  });
}
