export { AvatarEditor, type AvatarEditorProps } from './components/avatar-editor';
export { UserManagementPage } from './components/user-management-page';
export { UserRecordPage } from './components/user-record-page';
