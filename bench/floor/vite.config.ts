// Builds the floor page with the H5's plugins and target (apps/h5/vite.config.ts), into bench/floor/dist.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  logLevel: 'warn',
  build: { target: 'es2019', outDir: 'dist', emptyOutDir: true, reportCompressedSize: false },
});
