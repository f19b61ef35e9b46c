/**
 * A Material icon drawn from its path alone, for what renders before MUI loads (the top bar, the login
 * form). Decorative: the control around it carries the accessible name.
 */
export function SvgIcon({ path }: { path: string }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
