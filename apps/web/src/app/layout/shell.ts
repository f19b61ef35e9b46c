// The logged-in chrome, loaded only after login so the login route stays small.
export { AppDrawer } from './app-drawer';
export { BreadcrumbsBar } from './breadcrumbs-bar';
export { SessionSync } from './session-sync';
