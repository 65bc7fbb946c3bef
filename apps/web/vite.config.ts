import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server also serves the built app, so the dev server forwards both the REST API and the STOMP socket.
// PORTAL_API_URL points the dev server at another instance (an e2e server on its own port, for example).
const API_SERVER = process.env.PORTAL_API_URL ?? 'http://localhost:8080';

/**
 * Vendor chunks keep the entry chunk small and cache well across releases: the UI kit (PrimeReact) and the data
 * libraries change far less often than our own code. A higher priority wins when a module matches two groups,
 * so React itself never ends up inside the PrimeReact chunk.
 */
const VENDOR_CHUNK_GROUPS = [
  {
    name: 'vendor-react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    priority: 30,
  },
  {
    name: 'vendor-primereact',
    test: /[\\/]node_modules[\\/](primereact|react-transition-group|primeicons)[\\/]/,
    priority: 20,
  },
  {
    name: 'vendor-data',
    test: /[\\/]node_modules[\\/](@tanstack|zod|react-hook-form|@hookform|i18next|react-i18next|@stomp)[\\/]/,
    priority: 10,
  },
];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_SERVER, changeOrigin: true },
      '/ws': { target: API_SERVER, ws: true, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_SERVER, changeOrigin: true },
      '/ws': { target: API_SERVER, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: VENDOR_CHUNK_GROUPS },
      },
    },
  },
});
