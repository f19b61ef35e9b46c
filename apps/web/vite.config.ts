import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = 'http://localhost:3000';
const proxied = [
  '/api',
  '/token',
  '/sign-up',
  '/register',
  '/reset-password',
  '/mailing-list-registrees',
  '/appointment-requests',
  '/subscriptions',
];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(
      proxied.map((path) => [
        path,
        {
          target: apiTarget,
          changeOrigin: false,
          // SPA routes share prefixes with the API (/sign-up, /reset-password): let the browser's page loads through to Vite.
          bypass: (req: { method?: string; headers: { accept?: string } }) =>
            req.method === 'GET' && req.headers.accept?.includes('text/html') ? '/index.html' : undefined,
        },
      ]),
    ),
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
  },
});
