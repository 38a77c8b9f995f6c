import type { ContactMessage } from '@lar/contracts/contact';
import { Anchor, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { MESSAGES_NS } from '../namespace.ts';

const PREVIEW_LENGTH = 140;

/** The start of a message; long ones open in full in a modal. */
export function MessageText({ message }: { message: ContactMessage }) {
  const { t } = useTranslation(MESSAGES_NS);
  const long = message.message.length > PREVIEW_LENGTH;
  const preview = long ? `${message.message.slice(0, PREVIEW_LENGTH).trimEnd()}…` : message.message;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {preview}{' '}
      {long && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() =>
            modals.open({
              title: t('fullMessageTitle', { name: message.name }),
              children: (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {message.message}
                </Text>
              ),
            })
          }
        >
          {t('readMore')}
        </Anchor>
      )}
    </Text>
  );
}
