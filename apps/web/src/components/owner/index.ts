export { OwnerAvatar, RecordOwnerAvatar, type OwnerAvatarProps } from './owner-avatar';
