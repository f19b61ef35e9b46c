/** Query keys of the dashboard feature. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  setupTotals: () => ['dashboard', 'setup-totals'] as const,
};
