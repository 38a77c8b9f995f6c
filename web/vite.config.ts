import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleReport } from './build-tools/bundle-report.ts';

export default defineConfig({
  plugins: [react(), bundleReport()],
  resolve: {
    // The workspace holds two patch versions of Mantine; one copy keeps a single React context.
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which CSS each page needs, for the prerendered public pages.
    manifest: true,
    // Vite's modulepreload polyfill is inlined in the entry, not an inline script; keep it.
    sourcemap: false,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
