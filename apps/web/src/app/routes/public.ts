import { accountMessages } from '../../features/account/messages';
import { communicationsMessages } from '../../features/communications/messages';
import { subscriptionMessages } from '../../features/subscription/messages';
import { page, placeholderless, type Def } from '../route-page';

/** The routes anyone may open (spec §2): login, sign-up, password reset, checkout answers, errors. */
export const publicRoutes: Def[] = [
  // Home only ever redirects (guards.ts): nothing to render, no frame to load.
  { index: true, handle: { name: 'Home', plain: true }, lazy: placeholderless },
  {
    path: 'login',
    handle: { name: 'Login', title: 'login.title', plain: true },
    lazy: page(() => import('../../features/auth/pages/login-page'), 'LoginPage'),
  },
  {
    path: 'appointment-link',
    handle: { name: 'AppointmentLink', title: 'routes.appointmentLink' },
    lazy: page(
      () => import('../../features/communications/pages/appointment-link-page'),
      'AppointmentLinkPage',
      communicationsMessages,
    ),
  },
  {
    path: 'sign-up',
    handle: { name: 'SignUpRoot' },
    children: [
      {
        index: true,
        handle: { name: 'SignUp', title: 'routes.signUp' },
        lazy: page(() => import('../pages/sign-up-page'), 'SignUpWithPlansPage', [
          accountMessages,
          subscriptionMessages,
        ]),
      },
      {
        path: 'confirm',
        handle: { name: 'CheckRegistrationLink', title: 'routes.signUpConfirm' },
        lazy: page(
          () => import('../../features/account/pages/sign-up-confirm-page'),
          'SignUpConfirmPage',
          accountMessages,
        ),
      },
      {
        path: 'set-password',
        handle: { name: 'SetPassword', title: 'routes.setPassword' },
        lazy: page(
          () => import('../../features/account/pages/set-password-page'),
          'SetPasswordPage',
          accountMessages,
        ),
      },
    ],
  },
  {
    path: 'reset-password',
    handle: { name: 'ResetPasswordRoot' },
    children: [
      {
        index: true,
        handle: { name: 'ResetPaswordLink', title: 'routes.resetPassword' },
        lazy: page(
          () => import('../../features/account/pages/reset-password-page'),
          'ResetPasswordPage',
          accountMessages,
        ),
      },
      {
        path: 'set-password',
        handle: { name: 'ResetPassword', title: 'routes.resetPasswordSet' },
        lazy: page(
          () => import('../../features/account/pages/reset-password-set-page'),
          'ResetPasswordSetPage',
          accountMessages,
        ),
      },
      {
        path: 'set-password/success',
        handle: { name: 'PasswordResetSuccess', title: 'routes.resetPasswordSuccess' },
        lazy: page(
          () => import('../../features/account/pages/reset-password-success-page'),
          'ResetPasswordSuccessPage',
          accountMessages,
        ),
      },
    ],
  },
  {
    path: 'checkout-session/success',
    handle: { name: 'CheckoutSuccess', title: 'routes.checkoutSuccess' },
    lazy: page(
      () => import('../../features/subscription/pages/checkout-success-page'),
      'CheckoutSuccessPage',
      subscriptionMessages,
    ),
  },
  {
    path: 'checkout-session/cancel',
    handle: { name: 'CheckoutCancel', title: 'routes.checkoutCancel' },
    lazy: page(
      () => import('../../features/subscription/pages/checkout-cancel-page'),
      'CheckoutCancelPage',
      subscriptionMessages,
    ),
  },
  {
    path: 'server_error',
    handle: { name: 'ServerError', title: 'serverErrorPage.title' },
    lazy: page(() => import('../../features/shell/pages/server-error-page'), 'ServerErrorPage'),
  },
];

/** Any other address. */
export const notFound: Def = {
  path: '*',
  handle: { name: 'NotFound', title: 'notFound.title' },
  lazy: page(() => import('../../features/shell/pages/not-found-page'), 'NotFoundPage'),
};
