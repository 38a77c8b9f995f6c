import type { ReactNode } from 'react';
import { BackActions, OpenedRecordContent } from './OpenedFromNote.tsx';
import { StaffPage } from './StaffPage.tsx';

interface OpenedRecordPageProps {
  title: string;
  description: string;
  /** The way back to the screen it is opened from, shown first among the actions. */
  back: { to: string; label: string };
  /** The screen's other actions, after the way back. */
  actions?: ReactNode;
  /** False when the address names no record: the note then says where to open one from. */
  named: boolean;
  note: { text: string; to: string; linkLabel: string };
  /** The screen's main reading; when it fails, its error and a retry show instead. */
  reading: { isError: boolean; error: unknown; refetch(): unknown };
  errorTitle: string;
  children: ReactNode;
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
