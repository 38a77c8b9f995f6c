import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContactOwnerKind } from './api.ts';
import { CompanyContactsPanel } from './CompanyContactsPanel.tsx';
import { CONTACTS_NS } from './namespace.ts';
import { PropertyContactsPanel } from './PropertyContactsPanel.tsx';

/** The record whose contacts are open: its id and the name the title shows. */
export interface ContactOwner {
  id: number;
  name: string;
}

/** The owner's contacts with add, edit ("Save Changes") and delete, as its kind shows them. */
export function ContactsPanel({ kind, ownerId }: { kind: ContactOwnerKind; ownerId: number }) {
  return kind === 'company' ? (
    <CompanyContactsPanel companyId={ownerId} />
  ) : (
    <PropertyContactsPanel propertyId={ownerId} />
  );
}

interface ContactsModalProps {
  kind: ContactOwnerKind;
  /** The company or property whose contacts are shown; null while the modal is closed. */
  owner: ContactOwner | null;
  onClose(): void;
}

/** The Contacts modal of a management company or a property. */
export function ContactsModal({ kind, owner, onClose }: ContactsModalProps) {
  const { t } = useTranslation(CONTACTS_NS);
  const common = useTranslation().t;
  return (
    <Modal
      opened={owner !== null}
      onClose={onClose}
      size="xl"
      title={owner ? t('title', { name: owner.name }) : ''}
      closeButtonProps={{ 'aria-label': common('actions.close') }}
    >
      {owner && <ContactsPanel key={owner.id} kind={kind} ownerId={owner.id} />}
    </Modal>
  );
}
