import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileMessages } from './scripts/vite-compile-messages';

const apiPort = process.env.PORT ?? '8080';

export default defineConfig({
  plugins: [react(), compileMessages()],
  publicDir: 'src/client/public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    host: '127.0.0.1',
    // `npm run dev` gives the API PUBLIC_URL=http://127.0.0.1:5173, the origin its write
    // check accepts (docs/decisions/0054): this port must not drift to another.
    strictPort: true,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/r': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
});
