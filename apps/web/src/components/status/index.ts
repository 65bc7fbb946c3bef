export { StatusTag, type StatusTagProps } from './status-tag';
export { statusTone } from './status-tones';
