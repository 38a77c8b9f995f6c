import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { RecordModal } from '../../../components/RecordModal.tsx';
import { RecordHistory } from '../../../components/record-history/RecordHistory.tsx';
import { showSuccess } from '../../../components/show-api-error.ts';
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
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <RecordModal
      opened={propertyId !== null}
      onClose={onClose}
      size="90rem"
      fullScreen={narrow}
      title={t('form.editTitle')}
      record={useProperty(propertyId)}
      errorFallbackKey={`${PROPERTIES_NS}:errors.fetch`}
    >
      {(property) => (
        <>
          <PropertyForm
            key={property.id}
            property={property}
            onCancel={onClose}
            onSaved={(saved) => {
              showSuccess(t('form.updated', { name: saved.property_name }));
              onClose();
            }}
          />
          <RecordHistory entity="property" id={property.id} />
        </>
      )}
    </RecordModal>
  );
}
