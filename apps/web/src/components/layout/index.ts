export * from './app-footer';
export * from './logo';
export * from './main-layout';
export * from './page-header';
export * from './screen-placeholder';
export * from './static-layout';
export * from './use-screen-title';
