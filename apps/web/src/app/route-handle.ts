/** What every route of the router carries in its `handle` (DESIGN §3: breadcrumbs from route metadata). */
export interface RouteHandle {
  /** The route name the navigation rules of spec §2 speak of. */
  name: string;
  /** Login required. */
  protected?: boolean;
  /** i18n key of this route's breadcrumb entry; the link is the route's own path. */
  crumb?: string;
  /** i18n key of the document title when the route has no breadcrumb of its own. */
  title?: string;
  /**
   * Rendered without the app frame (shell.ts: MUI, TanStack Query, drawer): the route's page brings
   * all it needs, so it loads with the entry alone (the login route's budget).
   */
  plain?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string'
  );
}
