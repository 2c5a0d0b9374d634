import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.PORT ?? '8080';

export default defineConfig({
  plugins: [react()],
  publicDir: 'src/client/public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    host: '127.0.0.1',
    // changeOrigin off: the API sees the page's own Host, which its same-origin check for
    // writes compares with the browser's Origin (docs/decisions/0071).
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/r': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
});
