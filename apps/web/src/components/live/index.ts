// Live collaboration pieces for record screens (spec 000 §7, §9; docs/decisions/022-live-web-pieces.md) and the
// lists' change notice (docs/decisions/174-live-list-notices.md).
export * from './list-change-notice';
export * from './use-confirm-enter-record';
export * from './use-list-change-notice';
export * from './workspace-presence';
export * from './workspace-visitors';
export * from './workspace-visitors-layout';
