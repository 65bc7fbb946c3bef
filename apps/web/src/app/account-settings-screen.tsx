import { ownerInitials, ownerName } from '@portal/contracts';
import { AccountSettingsPage } from '../features/account';
import { AvatarEditor } from '../features/users';
import { useSession } from '../lib/auth';

/**
 * Account Settings with the avatar editor of features/users composed in (features never import each other, so
 * the app joins them). A new avatar updates the session user, which the top bar's profile icon shows.
 */
export function AccountSettingsScreen() {
  const session = useSession();
  const user = session.user;
  const { updateUser } = session;
  return (
    <AccountSettingsPage
      avatarPanel={
        user ? (
          <AvatarEditor
            avatarUrl={user.avatarUrl}
            initials={ownerInitials(user.firstName, user.lastName) || user.email.charAt(0).toUpperCase()}
            name={ownerName(user.firstName, user.lastName)}
            onChange={(avatarUrl) => updateUser({ ...user, avatarUrl })}
          />
        ) : null
      }
    />
  );
}
