import { Navigate, useParams } from 'react-router';
import { ActionLogType, ROUTES } from '@portal/contracts';
import { RecordPage } from '../../../components/record/record-page';
import { recordIdOf } from '../../../lib/record-routes';
import { useUser } from '../api/get-user';
import { UserEditorForm } from './user-editor-dialog';
import './users.css';

/**
 * /users/user-management/:id (decision 122): one user at their own address, edited with the same form as the
 * list's dialog; a save stays on the record, and the History tab replaces the dialog's collapsible history.
 */
export function UserRecordPage() {
  const id = recordIdOf(useParams().id);
  return id === null ? <Navigate to={ROUTES.notFound} replace /> : <UserRecord id={id} />;
}

function UserRecord({ id }: { readonly id: number }) {
  const user = useUser(id);
  const record = user.data;
  // What the list's confirmations call a user: their name when known, else their email.
  const title = record ? (record.name === 'N/A' ? record.email : record.name) : undefined;
  return (
    <RecordPage
      listRoute={ROUTES.userManagement}
      title={title}
      read={user}
      subject="user"
      entityType={ActionLogType.ids.USER}
      entityId={id}
    >
      {({ onDirtyChange, leave }) =>
        record ? (
          <UserEditorForm
            // A newer version (a save, a refresh) starts the form again from what is stored.
            key={`${record.id}-${record.version}`}
            existing={record}
            onClose={leave}
            // The page is the record's home: after a save it stays, showing what is stored now.
            onSaved={() => undefined}
            showsHistory={false}
            onRefresh={() => void user.refetch()}
            onDirtyChange={onDirtyChange}
          />
        ) : null
      }
    </RecordPage>
  );
}
