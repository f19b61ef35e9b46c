// The frame of every route but Login — the pages' MUI theme, the data layer (TanStack Query), drawer,
// breadcrumbs and session check — loaded with the first route that needs it (load-shell.ts).
export { AppFrame } from './app-frame';
