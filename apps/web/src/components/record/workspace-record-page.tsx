import { Fragment, type ReactNode } from 'react';
import { RecordPage, type RecordPageProps } from './record-page';
import type { RecordRead } from './record-read-status';

/** What a workspace mounted on a record page is given. */
export interface RecordWorkspaceProps<TRecord> {
  readonly record: TRecord;
  /** Reads the record again (after a save or another user's change) and gives the latest version. */
  readonly reload: () => Promise<TRecord | undefined>;
  /** The workspace reports unsaved changes: leaving the page then asks first (spec 000 §2). */
  readonly onDirtyChange: (isDirty: boolean) => void;
}

/** The record's read as a TanStack query gives it: its data, and a refetch that answers with the new data. */
export interface WorkspaceRecordRead<TRecord> extends RecordRead {
  readonly data: TRecord | undefined;
  readonly refetch: () => Promise<{ readonly data?: TRecord | undefined }>;
}

export interface WorkspaceRecordPageProps<TRecord extends { readonly id: number }> extends Omit<
  RecordPageProps,
  'read' | 'title' | 'actions' | 'children'
> {
  readonly read: WorkspaceRecordRead<TRecord>;
  /** The page title once the record is read ('CQ-1024 — Riverside Park'). */
  readonly titleOf: (record: TRecord) => string;
  /** Beside the title once the record is read (its status, its whole-record actions). */
  readonly actionsOf?: (record: TRecord) => ReactNode;
  /** The workspace of the record. */
  readonly children: (workspace: RecordWorkspaceProps<TRecord>) => ReactNode;
}

/**
 * A workspace at its record's address (decision 122): the record page (back link, title, Details and History
 * tabs, loading / not found / failure) with the workspace on the Details tab once the record is read. The
 * workspace starts afresh for another record (it keeps its working copy across reads of the same one), and its
 * reload is the page's read, so both show the same version.
 */
export function WorkspaceRecordPage<TRecord extends { readonly id: number }>({
  read,
  titleOf,
  actionsOf,
  children,
  ...page
}: WorkspaceRecordPageProps<TRecord>) {
  const record = read.data;
  return (
    <RecordPage
      {...page}
      read={read}
      title={record ? titleOf(record) : undefined}
      actions={record && actionsOf ? actionsOf(record) : undefined}
    >
      {({ onDirtyChange }) =>
        record ? (
          <Fragment key={record.id}>
            {children({ record, reload: async () => (await read.refetch()).data, onDirtyChange })}
          </Fragment>
        ) : null
      }
    </RecordPage>
  );
}
