import type { ExportFormat } from '@lar/contracts/exports';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../i18n/languages.ts';
import { apiDownload, type RequestOptions } from '../lib/api.ts';
import { saveFile } from '../lib/save-file.ts';
import { useTranslator } from '../lib/use-translator.ts';
import { showApiError } from './show-api-error.ts';

interface ExportMenuProps {
  /** The list's export route, e.g. `/api/occupancies/export`. */
  path: string;
  /** The list's current filters, as its own route takes them (no page). */
  query?: RequestOptions['query'];
  /** The file name when the server names none. */
  fallbackName: string;
}

/**
 * Export (CSV or XLSX) of a list with the filters the screen shows, headers in the interface's
 * language (decision 028). A menu button: Enter or Space opens it, the arrows choose a format.
 */
export function ExportMenu({ path, query = {}, fallbackName }: ExportMenuProps) {
  const { t, i18n } = useTranslation();
  const translator = useTranslator();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const lang = toLanguage(i18n.language);
      const { blob, filename } = await apiDownload(path, { query: { ...query, format, lang } });
      saveFile(blob, filename ?? `${fallbackName}.${format}`);
    } catch (error) {
      showApiError(error, translator, { fallbackKey: 'export.failed' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={busy !== null}
          aria-label={t('export.label')}
        >
          {t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void download('csv')}>{t('export.csv')}</Menu.Item>
        <Menu.Item onClick={() => void download('xlsx')}>{t('export.xlsx')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
