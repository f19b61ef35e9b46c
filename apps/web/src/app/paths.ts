/** Paths the shell itself sends people to. */
export const paths = {
  home: '/',
  login: '/login',
  logout: '/logout',
  dashboard: '/dashboard',
  calendar: '/calendar',
  profile: '/profile',
  subscription: '/configurations/subscription',
  serverError: '/server_error',
} as const;
