// The frame of every route but Login — drawer, breadcrumbs, session check and the data layer
// (TanStack Query) — loaded with the first route that needs it (load-shell.ts).
export { AppFrame } from './app-frame';
