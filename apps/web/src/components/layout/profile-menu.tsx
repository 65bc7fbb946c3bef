import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Role, ROUTES, type SessionUser } from '@portal/contracts';
import { Avatar, Button, PopupMenu, type NavigationMenuItem, type PopupMenuHandle } from '../ui';
import { useLabels } from '../../lib/i18n-labels';
import { hrefForRoute } from '../../lib/navigation';
import { useAuthenticatedImage } from '../../lib/use-authenticated-image';

export interface ProfileMenuProps {
  readonly user: SessionUser;
  readonly onLogout: () => void;
}

function initialsOf(user: SessionUser): string {
  const initials = `${user.firstName?.charAt(0) ?? ''}${user.lastName?.charAt(0) ?? ''}`;
  return (initials || user.email.charAt(0)).toUpperCase();
}

/** spec 000 §2: the profile panel offers Account Settings, Terms of Usage, Support and Logout. */
export function ProfileMenu({ user, onLogout }: ProfileMenuProps) {
  const { t } = useTranslation();
  const labels = useLabels();
  const navigate = useNavigate();
  const menuRef = useRef<PopupMenuHandle>(null);
  const [isOpen, setIsOpen] = useState(false);
  // GET /api/avatar/:id needs the bearer token, so the image arrives as a blob URL (decision 032).
  const avatarImage = useAuthenticatedImage(user.avatarUrl);
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

  const roleLabel = labels.enumeration(Role, user.roleId);
  const items: NavigationMenuItem[] = [
    {
      // The group header shows who is signed in, and as what.
      label: roleLabel ? `${fullName} (${roleLabel})` : fullName,
      items: [
        { label: t('layout.accountSettings'), icon: 'pi pi-cog', route: ROUTES.accountSettings },
        { label: t('layout.termsOfUsage'), icon: 'pi pi-file', route: ROUTES.termsOfUsage },
        { label: t('layout.support'), icon: 'pi pi-question-circle', route: ROUTES.support },
      ],
    },
    { label: '', separator: true },
    { label: t('layout.logout'), icon: 'pi pi-sign-out', onSelect: onLogout },
  ];

  const initials = initialsOf(user);
  return (
    <>
      <Button
        type="button"
        rounded
        text
        className="profile-button"
        // The initials shown are part of the name, so a speech-control user can say what they see (WCAG 2.5.3).
        aria-label={avatarImage ? t('layout.profile') : t('layout.profileWithInitials', { initials })}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls="profile-menu"
        onClick={(event) => menuRef.current?.toggle(event)}
      >
        {avatarImage ? (
          <Avatar image={avatarImage} shape="circle" aria-hidden="true" />
        ) : (
          <Avatar label={initials} shape="circle" aria-hidden="true" />
        )}
      </Button>
      <PopupMenu
        ref={menuRef}
        id="profile-menu"
        ariaLabel={t('layout.profile')}
        items={items}
        className="profile-menu"
        hrefForRoute={hrefForRoute}
        onNavigate={(route) => void navigate(route)}
        onShow={() => setIsOpen(true)}
        onHide={() => setIsOpen(false)}
      />
    </>
  );
}
