import { Avatar } from '../../../components/ui';
import { useAuthenticatedImage } from '../../../lib/use-authenticated-image';

export interface OwnerAvatarProps {
  readonly avatarUrl: string | null;
  /** spec 001 §3: the owner view's initials, shown when there is no avatar. */
  readonly initials: string;
  readonly name: string;
  readonly size?: 'normal' | 'large' | 'xlarge';
}

/** A user's avatar image, or their initials while it loads or when they have none. */
export function OwnerAvatar({ avatarUrl, initials, name, size = 'normal' }: OwnerAvatarProps) {
  const image = useAuthenticatedImage(avatarUrl);
  return image ? (
    <Avatar image={image} shape="circle" size={size} imageAlt={name} className="owner-avatar" />
  ) : (
    <Avatar label={initials || '?'} shape="circle" size={size} aria-label={name} className="owner-avatar" />
  );
}
