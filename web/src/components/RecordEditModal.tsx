import type { AuditEntity } from '@lar/contracts/audit';
import { Alert, Loader, Modal, type ModalProps } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../lib/error-message.ts';
import type { RecordFormHandlers } from '../lib/use-record-save.ts';
import { useTranslator } from '../lib/use-translator.ts';
import { RecordHistory } from './record-history/RecordHistory.tsx';
import { showSuccess } from './show-api-error.ts';

interface RecordEditModalProps<T extends { id: number }> {
  /**
   * The record's feature namespace, whose `form.editTitle` is the title, `form.updated` (with the
   * record's `name`) the notice after a save and `errors.fetch` the message when it cannot load.
   */
  ns: string;
  opened: boolean;
  onClose(): void;
  size: ModalProps['size'];
  fullScreen?: boolean;
  /** The record, loaded fresh when the modal opens (its latest version). */
  record: UseQueryResult<T>;
  /** The record's audit-log name: admins see its history under the form. */
  history: AuditEntity;
  /** The record's name in the notice shown once a save succeeds. */
  nameOf(saved: T): string;
  /**
   * The edit form, keyed by the record so that another record starts a fresh one. Its Cancel
   * closes the modal; a save says so and closes it.
   */
  children(record: T, handlers: Required<RecordFormHandlers<T>>): ReactNode;
}

/** An Edit modal over one record: a loader while it loads, the reason when it cannot, else its form. */
export function RecordEditModal<T extends { id: number }>(props: RecordEditModalProps<T>) {
  const { ns, record, onClose } = props;
  const { t } = useTranslation(ns);
  const translator = useTranslator();
  const handlers: Required<RecordFormHandlers<T>> = {
    onCancel: onClose,
    onSaved: (saved) => {
      showSuccess(t('form.updated', { name: props.nameOf(saved) }));
      onClose();
    },
  };
  return (
    <Modal
      opened={props.opened}
      onClose={onClose}
      size={props.size}
      fullScreen={props.fullScreen}
      title={t('form.editTitle')}
    >
      {record.isError ? (
        <Alert color="red" role="alert">
          {apiErrorMessage(record.error, translator, { fallbackKey: `${ns}:errors.fetch` })}
        </Alert>
      ) : record.data === undefined ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : (
        <>
          {props.children(record.data, handlers)}
          <RecordHistory entity={props.history} id={record.data.id} />
        </>
      )}
    </Modal>
  );
}
