import { Alert, Loader, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecordHistory } from '../../../components/record-history/RecordHistory.tsx';
import { showSuccess } from '../../../components/show-api-error.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
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
  const translator = useTranslator(PROPERTY_MANAGERS_NS);
  const manager = useManager(managerId);
  return (
    <Modal opened={managerId !== null} onClose={onClose} size="lg" title={t('form.editTitle')}>
      {manager.isError ? (
        <Alert color="red" role="alert">
          {apiErrorMessage(manager.error, translator, {
            fallbackKey: `${PROPERTY_MANAGERS_NS}:errors.fetch`,
          })}
        </Alert>
      ) : !manager.data ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : (
        <>
          <ManagerForm
            key={manager.data.id}
            manager={manager.data}
            onCancel={onClose}
            onSaved={(saved) => {
              showSuccess(t('form.updated', { name: saved.management_co }));
              onClose();
            }}
          />
          <RecordHistory entity="property_manager" id={manager.data.id} />
        </>
      )}
    </Modal>
  );
}
