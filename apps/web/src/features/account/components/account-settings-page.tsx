import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout';
import { useSession } from '../../../lib/auth';
import { useUnsavedChangesGuard } from '../../../components/ui';
import { useMe } from '../api/get-me';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

export interface AccountSettingsPageProps {
  /** A panel composed in by the app (the avatar editor of features/users), shown above the forms. */
  readonly avatarPanel?: ReactNode;
}

/** /account/settings, open to every staff role: the user's own profile, language and password. */
export function AccountSettingsPage({ avatarPanel }: AccountSettingsPageProps = {}) {
  const { t } = useTranslation();
  const session = useSession();
  const me = useMe();
  const [isProfileDirty, setIsProfileDirty] = useState(false);
  const [isPasswordDirty, setIsPasswordDirty] = useState(false);
  useUnsavedChangesGuard(isProfileDirty || isPasswordDirty);

  // Keep the stored session user (top bar, profile panel) in step with what the server says.
  const { updateUser } = session;
  useEffect(() => {
    if (me.data) updateUser(me.data);
  }, [me.data, updateUser]);

  const user = me.data ?? session.user;
  if (!user) return null;

  return (
    <section className="screen account-settings">
      <PageHeader title={t('account.title')} />
      <div className="account-settings-grid">
        {avatarPanel ? <div className="surface-panel">{avatarPanel}</div> : null}
        <div className="surface-panel">
          <ProfileForm user={user} onDirtyChange={setIsProfileDirty} />
        </div>
        <div className="surface-panel">
          <PasswordForm onDirtyChange={setIsPasswordDirty} />
        </div>
      </div>
    </section>
  );
}
