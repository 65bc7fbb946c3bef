// The Lara theme's login part, served by apps/web/vite-theme.ts (a side-effect stylesheet import).
declare module 'primereact/resources/themes/lara-light-green/theme.css?part=login';
