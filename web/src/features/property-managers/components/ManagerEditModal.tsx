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
  return (
    <RecordEditModal
      ns={PROPERTY_MANAGERS_NS}
      opened={managerId !== null}
      onClose={onClose}
      size="lg"
      record={useManager(managerId)}
      history="property_manager"
      nameOf={(saved) => saved.management_co}
    >
      {(manager, handlers) => <ManagerForm key={manager.id} manager={manager} {...handlers} />}
    </RecordEditModal>
  );
}
