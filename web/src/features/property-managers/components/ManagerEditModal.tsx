import { useTranslation } from 'react-i18next';
import { RecordEditModal } from '../../../components/RecordEditModal.tsx';
import { useManager } from '../api.ts';
import { PROPERTY_MANAGERS_NS } from '../namespace.ts';
import { ManagerForm } from './ManagerForm.tsx';

interface ManagerEditModalProps {
  managerId: number | null;
  onClose(): void;
}

/** The Edit modal: loads the company fresh (its latest version) and edits it. */
export function ManagerEditModal({ managerId, onClose }: ManagerEditModalProps) {
  const { t } = useTranslation(PROPERTY_MANAGERS_NS);
  return (
    <RecordEditModal
      opened={managerId !== null}
      onClose={onClose}
      size="lg"
      title={t('form.editTitle')}
      record={useManager(managerId)}
      errorFallbackKey={`${PROPERTY_MANAGERS_NS}:errors.fetch`}
      history="property_manager"
      savedMessage={(saved) => t('form.updated', { name: saved.management_co })}
    >
      {(manager, handlers) => <ManagerForm key={manager.id} manager={manager} {...handlers} />}
    </RecordEditModal>
  );
}
