import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

// The router plugin must come before react() so generated routes are transformed.
export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routeFileIgnorePrefix: '-' }),
    react(),
    tailwindcss(),
  ],
  build: { sourcemap: true },
  // `npm run dev:web`: the API calls of public/config.json go to the reference API.
  server: {
    port: 5173,
    proxy: { '/api/v1': 'http://127.0.0.1:8787', '/pub': 'http://127.0.0.1:8787' },
  },
});
