// Live collaboration pieces for record screens (spec 000 §7, §9); see docs/decisions/022-live-web-pieces.md.
export * from './use-confirm-enter-record';
export * from './workspace-presence';
export * from './workspace-visitors';
export * from './workspace-visitors-layout';
