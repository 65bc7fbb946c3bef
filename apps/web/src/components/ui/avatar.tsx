export { Avatar, type AvatarProps } from 'primereact/avatar';
