import { Alert, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { RecordHistory } from '../../../components/record-history/RecordHistory.tsx';
import { showSuccess } from '../../../components/show-api-error.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { useProperty } from '../api.ts';
import { PROPERTIES_NS } from '../namespace.ts';
import { PropertyForm } from './PropertyForm.tsx';

interface PropertyEditModalProps {
  propertyId: number | null;
  onClose(): void;
}

/** The large Edit modal (full screen on a phone): loads the property fresh and edits every field. */
export function PropertyEditModal({ propertyId, onClose }: PropertyEditModalProps) {
  const { t } = useTranslation(PROPERTIES_NS);
  const translator = useTranslator(PROPERTIES_NS);
  const narrow = useMediaQuery('(max-width: 48em)');
  const property = useProperty(propertyId);
  return (
    <Modal
      opened={propertyId !== null}
      onClose={onClose}
      size="90rem"
      fullScreen={narrow}
      title={t('form.editTitle')}
    >
      {property.isError ? (
        <Alert color="red" role="alert">
          {apiErrorMessage(property.error, translator, { fallbackKey: `${PROPERTIES_NS}:errors.fetch` })}
        </Alert>
      ) : !property.data ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : (
        <>
          <PropertyForm
            key={property.data.id}
            property={property.data}
            onCancel={onClose}
            onSaved={(saved) => {
              showSuccess(t('form.updated', { name: saved.property_name }));
              onClose();
            }}
          />
          <RecordHistory entity="property" id={property.data.id} />
        </>
      )}
    </Modal>
  );
}
