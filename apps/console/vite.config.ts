import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../build-tools/vite-plugins';

// The server serves this build at /console/ and answers /host and /console* with its index.html, so every
// asset URL must carry the /console/ base even though the simulator itself lives at /host.
export default defineConfig({
  base: '/console/',
  plugins: [react(), precompress()],
  // The manifest lets scripts/size-console.mjs weigh what /console loads first, and where the chart chunk is reached from.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: {
    // `npm run dev -w apps/console` only reaches the back-office placeholder (Vite serves under the base);
    // the simulator at /host needs the server, which also serves the H5 it frames.
    proxy: { '/attempt': 'http://127.0.0.1:3000' },
  },
});
