import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './vite-precompress';
import { pureContractsPlugin } from './vite-pure-contracts';
import { themePlugin } from './vite-theme';

// The API server also serves the built app, so the dev server forwards both the REST API and the STOMP socket.
// PORTAL_API_URL points the dev server at another instance (an e2e server on its own port, for example).
const API_SERVER = process.env.PORTAL_API_URL ?? 'http://localhost:8080';
// The server opens the live connection only for pages of its own origin (docs/decisions/194): through this proxy the
// page is the API server's, so the upgrade says so.
const LIVE_PROXY = { target: API_SERVER, ws: true, changeOrigin: true, headers: { origin: API_SERVER } };

export default defineConfig({
  // The Lara theme split in a login part and the rest, with the system font (vite-theme.ts); unused contracts left
  // out (vite-pure-contracts.ts); brotli and gzip twins of every text file, which the server sends by negotiation
  // (plugins/static-web.ts).
  plugins: [themePlugin(), pureContractsPlugin(), react(), precompressPlugin()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_SERVER, changeOrigin: true },
      '/ws': LIVE_PROXY,
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_SERVER, changeOrigin: true },
      '/ws': LIVE_PROXY,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // No vendor chunk groups: a group is one file loaded whole by the first screen that needs any part of it (all
    // of PrimeReact on the login page). Natural splitting gives the login page only the modules it imports; each
    // area's screens, styles and kit components arrive with the area (issue 11 §7, docs/decisions/075). The one
    // group below holds only what the entry imports statically, which the login page needs whole anyway.
    rolldownOptions: {
      // zod's schema builders have no side effects: with vite-pure-contracts.ts, a schema nothing uses is dropped,
      // and the login page's chunk carries no validation library (docs/decisions/077).
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // What the entry imports statically (the login page, its libraries and styles) in one file: one request
        // and one compression window instead of a dozen small shared chunks (about 6 kB less on the wire).
        // Everything imported dynamically still splits naturally (decision 077).
        codeSplitting: { groups: [{ name: 'app', test: /[\\/]src[\\/]main\.tsx$/ }] },
        // Every hashed file, and only those, under assets/: the server caches that folder for a year as
        // immutable and revalidates everything else (apps/server/src/plugins/http-cache.ts).
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
