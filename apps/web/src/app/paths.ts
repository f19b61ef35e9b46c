/** Paths the shell itself sends people to. */
export const paths = {
  home: '/',
  login: '/login',
  logout: '/logout',
  dashboard: '/dashboard',
  calendar: '/calendar',
  /** The booking requests from the public page (issue 48): the calendar's «Pedidos» button. */
  appointmentRequests: '/appointment-requests',
  profile: '/profile',
  subscription: '/configurations/subscription',
  serverError: '/server_error',
} as const;
