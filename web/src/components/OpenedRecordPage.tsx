import type { ReactNode } from 'react';
import { BackActions, OpenedRecordContent, type OpenedRecordContentProps } from './OpenedFromNote.tsx';
import { StaffPage } from './StaffPage.tsx';

interface OpenedRecordPageProps extends OpenedRecordContentProps {
  title: string;
  description: string;
  /** The way back to the screen it is opened from, shown first among the actions. */
  back: { to: string; label: string };
  /** The screen's other actions, after the way back. */
  actions?: ReactNode;
}

/** A staff screen about a record named in its address (`?property=12`), opened from another one. */
export function OpenedRecordPage({
  title,
  description,
  back,
  actions,
  children,
  ...content
}: OpenedRecordPageProps) {
  return (
    <StaffPage
      title={title}
      description={description}
      actions={<BackActions {...back}>{actions}</BackActions>}
    >
      <OpenedRecordContent {...content}>{children}</OpenedRecordContent>
    </StaffPage>
  );
}
