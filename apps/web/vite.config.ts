import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env['PORT'] ?? 3000}`, changeOrigin: false } },
  },
  // Every page is its own lazy chunk (app/router.tsx); Vite's default warning limit holds for all of them.
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 500,
  },
});
