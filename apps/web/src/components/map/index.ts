export * from './location-map';
export * from './route-calculation-failed-dialog';
export * from './route-colors';
export * from './route-map';
