import { bearer, type TestApp } from './test-app.ts';

/** A multipart body and the content type that names its boundary. */
export interface MultipartBody {
  payload: Buffer;
  contentType: string;
}

/**
 * A multipart body with one file part named `file`, as a browser's form sends it; `fields` (name to
 * text) go before the file, as the forms that send a JSON field with their file put them.
 */
export function fileMultipart(
  data: Buffer,
  filename: string,
  type: string,
  fields: Record<string, string> = {},
): MultipartBody {
  const boundary = `----lar${Math.random().toString(16).slice(2)}`;
  const fieldParts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    `${fieldParts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POSTs a multipart `body` to `url` as the holder of `token`. */
export function postMultipart(t: TestApp, url: string, token: string, body: MultipartBody) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': body.contentType },
    payload: body.payload,
  });
}
