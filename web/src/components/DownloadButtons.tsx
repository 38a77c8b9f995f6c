import { Button, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';

interface DownloadButtonsProps<Format extends string> {
  /** One button a format, in this order. */
  formats: readonly Format[];
  label: (format: Format) => string;
  /** Fetches and saves the file in this format. */
  download: (format: Format) => Promise<void>;
  /** Said (as an alert) when a download fails. */
  failed: string;
}

/**
 * A record's files (its PDF, its CSV) as download buttons, each busy while its file comes; a failed
 * download is said under them until the next try.
 */
export function DownloadButtons<Format extends string>({
  formats,
  label,
  download,
  failed,
}: DownloadButtonsProps<Format>) {
  const [busy, setBusy] = useState<Format | null>(null);
  const [failure, setFailure] = useState(false);
  const start = async (format: Format) => {
    setBusy(format);
    setFailure(false);
    try {
      await download(format);
    } catch {
      setFailure(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {formats.map((format) => (
        <Button
          key={format}
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy === format}
          onClick={() => void start(format)}
        >
          {label(format)}
        </Button>
      ))}
      {failure && (
        <Text role="alert" size="sm" c="red.9">
          {failed}
        </Text>
      )}
    </>
  );
}
