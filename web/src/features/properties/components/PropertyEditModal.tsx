import { useMediaQuery } from '@mantine/hooks';
import { RecordEditModal } from '../../../components/RecordEditModal.tsx';
import { useProperty } from '../api.ts';
import { PROPERTIES_NS } from '../namespace.ts';
import { PropertyForm } from './PropertyForm.tsx';

interface PropertyEditModalProps {
  propertyId: number | null;
  onClose(): void;
}

/** The large Edit modal (full screen on a phone): loads the property fresh and edits every field. */
export function PropertyEditModal({ propertyId, onClose }: PropertyEditModalProps) {
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <RecordEditModal
      ns={PROPERTIES_NS}
      opened={propertyId !== null}
      onClose={onClose}
      size="90rem"
      fullScreen={narrow}
      record={useProperty(propertyId)}
      history="property"
      nameOf={(saved) => saved.property_name}
    >
      {(property, handlers) => <PropertyForm key={property.id} property={property} {...handlers} />}
    </RecordEditModal>
  );
}
