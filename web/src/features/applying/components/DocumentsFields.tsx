import { useTranslation } from 'react-i18next';
import { FieldGroup, FormField } from '../../../components/FormField.tsx';
import { DOCUMENT_ACCEPT, fieldElementId as id } from '../application-values.ts';
import styles from './applying.module.css';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

interface DocumentsFieldsProps {
  documents: File[];
  error: string | undefined;
  onDocuments: (documents: File[]) => void;
}

/** The application's documents: chosen a few at a time, listed with their sizes, each removable. */
export function DocumentsFields({ documents, error, onDocuments }: DocumentsFieldsProps) {
  const { t } = useTranslation('applying');
  return (
    <FieldGroup legend={t('form.documentsLegend')}>
      <FormField
        id={id('documents')}
        label={t('form.documents')}
        hint={t('form.documentsHint')}
        error={error}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            name="documents"
            multiple
            accept={DOCUMENT_ACCEPT}
            onChange={(event) => {
              onDocuments([...documents, ...Array.from(event.target.files ?? [])]);
              // The same file may be chosen again after it was removed.
              event.target.value = '';
            }}
          />
        )}
      </FormField>
      {documents.length > 0 && (
        <ul className={styles.files} aria-label={t('form.documentsLegend')}>
          {documents.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`}>
              <span>
                {file.name} ({sizeText(file.size)})
              </span>
              <button
                type="button"
                className={styles.button}
                onClick={() => onDocuments(documents.filter((_, i) => i !== index))}
              >
                {t('form.removeDocument', { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </FieldGroup>
  );
}
