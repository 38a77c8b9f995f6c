import { useTranslation } from 'react-i18next';
import { RecordModal } from '../../../components/RecordModal.tsx';
import { RecordHistory } from '../../../components/record-history/RecordHistory.tsx';
import { showSuccess } from '../../../components/show-api-error.ts';
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
    <RecordModal
      opened={managerId !== null}
      onClose={onClose}
      size="lg"
      title={t('form.editTitle')}
      record={useManager(managerId)}
      errorFallbackKey={`${PROPERTY_MANAGERS_NS}:errors.fetch`}
    >
      {(manager) => (
        <>
          <ManagerForm
            key={manager.id}
            manager={manager}
            onCancel={onClose}
            onSaved={(saved) => {
              showSuccess(t('form.updated', { name: saved.management_co }));
              onClose();
            }}
          />
          <RecordHistory entity="property_manager" id={manager.id} />
        </>
      )}
    </RecordModal>
  );
}
