import { Alert, Loader, Modal, type ModalProps } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../lib/error-message.ts';
import { useTranslator } from '../lib/use-translator.ts';

interface RecordModalProps<T> {
  opened: boolean;
  onClose(): void;
  title: string;
  size: ModalProps['size'];
  fullScreen?: boolean;
  /** The record, loaded fresh when the modal opens (its latest version). */
  record: UseQueryResult<T>;
  /** The screen's message when the record cannot be loaded, e.g. `properties:errors.fetch`. */
  errorFallbackKey: string;
  children(record: T): ReactNode;
}

/** A modal over one record: a loader while it loads, the reason when it cannot, else its content. */
export function RecordModal<T>(props: RecordModalProps<T>) {
  const { record } = props;
  const { t } = useTranslation();
  const translator = useTranslator();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      size={props.size}
      fullScreen={props.fullScreen}
      title={props.title}
    >
      {record.isError ? (
        <Alert color="red" role="alert">
          {apiErrorMessage(record.error, translator, { fallbackKey: props.errorFallbackKey })}
        </Alert>
      ) : record.data === undefined ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : (
        props.children(record.data)
      )}
    </Modal>
  );
}
