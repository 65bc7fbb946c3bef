export * from './location-map';
