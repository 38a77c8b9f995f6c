/**
 * A multipart body with one file part named `file`, as a browser's form sends it; `fields` (name to
 * text) go before the file, as the forms that send a JSON field with their file put them.
 */
export function fileMultipart(
  data: Buffer,
  filename: string,
  type: string,
  fields: Record<string, string> = {},
) {
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
