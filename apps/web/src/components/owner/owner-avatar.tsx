import { useTranslation } from 'react-i18next';
import type { QuoteOwner } from '@portal/contracts';
import { Avatar } from '../ui';
import { useAuthenticatedImage } from '../../lib/use-authenticated-image';
import './owner-avatar.css';

export interface OwnerAvatarProps {
  readonly avatarUrl: string | null;
  /** spec 001 §3: the owner view's initials, shown when there is no avatar. */
  readonly initials: string;
  readonly name: string;
  readonly size?: 'normal' | 'large' | 'xlarge';
  /** A tooltip naming the person (cards and rows, where the avatar stands alone). */
  readonly title?: string;
  /** 'compact': the 2rem avatar of cards and list rows. */
  readonly density?: 'regular' | 'compact';
}

/** A user's avatar image, or their initials while it loads or when they have none. */
export function OwnerAvatar({
  avatarUrl,
  initials,
  name,
  size = 'normal',
  title,
  density = 'regular',
}: OwnerAvatarProps) {
  const image = useAuthenticatedImage(avatarUrl);
  const className = density === 'compact' ? 'owner-avatar owner-avatar--compact' : 'owner-avatar';
  return image ? (
    <Avatar image={image} shape="circle" size={size} imageAlt={name} title={title} className={className} />
  ) : (
    <Avatar
      label={initials || '?'}
      shape="circle"
      size={size}
      aria-label={name}
      title={title}
      className={className}
    />
  );
}

/**
 * A record's owner on a card or a list row (spec 001 §3 owner view: initials, name, avatar) — quotes, orders,
 * sub-orders — named 'Owner: …' for screen readers and the tooltip, or 'No owner' when the record has none.
 */
export function RecordOwnerAvatar({ owner }: { readonly owner: QuoteOwner | null }) {
  const { t } = useTranslation();
  if (!owner) return <span className="owner-avatar__none">{t('common.noOwner')}</span>;
  const name = t('common.ownedBy', { name: owner.name });
  return (
    <OwnerAvatar
      avatarUrl={owner.avatarUrl}
      initials={owner.initials}
      name={name}
      title={name}
      density="compact"
    />
  );
}
