import { defineConfig } from 'vitest/config';

// One run covers every workspace's unit and integration suites (browser journeys are Playwright's).
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
  },
});
