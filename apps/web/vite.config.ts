import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

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
    // WEB_OUT_DIR lets parallel test runs build side by side without overwriting each other.
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      // Two pages: the staff app, and the public booking page (decision 046), which loads plain React
      // and its own code only. The dev server answers `/public-calendar` with public-calendar.html itself
      // (Vite's HTML fallback tries `<path>.html` before index.html); in production the server does.
      input: { main: page('index.html'), 'public-calendar': page('public-calendar.html') },
      output: {
        // What every route runs, in one long-lived file: better compression than the automatic split
        // into many small shared chunks, and it changes only when a framework is upgraded. Not emotion
        // or MUI: the login route loads neither (decision 008); they split with the app frame and pages.
        // React itself is a group of its own: the public booking page (decision 046) shares it without
        // loading the router or i18next.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            {
              name: 'framework',
              test: /node_modules[\\/](react-router|i18next|react-i18next)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
