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
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string'
  );
}
