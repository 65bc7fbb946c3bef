export { StatusTag, type StatusTagProps } from './status-tag';
export { statusTone } from './status-tones';
export { StatusMoveButton, type StatusMove, type StatusMoveButtonProps } from './status-move-button';
