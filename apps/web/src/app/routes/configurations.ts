import { configurationsMessages } from '../../features/configurations/messages';
import { communicationsMessages } from '../../features/communications/messages';
import { subscriptionMessages } from '../../features/subscription/messages';
import { page, type Def } from '../route-page';

/** /configurations and its pages: the account, users, clinics, catalogue, security, invoicing, templates. */
export const configurationsRoute: Def = {
  // "Configurations" is the parent's name (DESIGN §8); the URL /configurations is the home with icons.
  path: 'configurations',
  handle: { name: 'Configurations', crumb: 'routes.configurations' },
  children: [
    {
      index: true,
      handle: { name: 'ConfigurationsHome' },
      lazy: page(
        () => import('../../features/configurations/pages/configurations-home-page'),
        'ConfigurationsHomePage',
        configurationsMessages,
      ),
    },
    {
      path: 'communication_templates',
      handle: { name: 'CommunicationTemplatesRoot', crumb: 'routes.communicationTemplates' },
      children: [
        {
          index: true,
          handle: { name: 'AllCommunicationTemplates' },
          lazy: page(
            () => import('../../features/communications/pages/communication-templates-page'),
            'CommunicationTemplatesPage',
            communicationsMessages,
          ),
        },
        {
          path: ':id',
          handle: { name: 'CommunicationTemplate', crumb: 'routes.communicationTemplate' },
          lazy: page(
            () => import('../../features/communications/pages/communication-template-page'),
            'CommunicationTemplatePage',
            communicationsMessages,
          ),
        },
      ],
    },
    {
      path: 'notifications',
      handle: { name: 'NotificationSettings', crumb: 'routes.notificationSettings' },
      lazy: page(
        () => import('../../features/communications/pages/notification-settings-page'),
        'NotificationSettingsPage',
        communicationsMessages,
      ),
    },
    {
      path: 'account',
      handle: { name: 'AccountConfig', crumb: 'routes.account' },
      lazy: page(
        () => import('../../features/configurations/pages/account-config-page'),
        'AccountConfigPage',
        configurationsMessages,
      ),
    },
    {
      path: 'invoicing',
      handle: { name: 'InvoicingInfo', crumb: 'routes.invoicing' },
      lazy: page(
        () => import('../../features/configurations/pages/invoicing-info-page'),
        'InvoicingInfoPage',
        configurationsMessages,
      ),
    },
    {
      path: 'users',
      handle: { name: 'UserManagement', crumb: 'routes.users' },
      lazy: page(
        () => import('../../features/configurations/pages/user-management-page'),
        'UserManagementPage',
        configurationsMessages,
      ),
    },
    {
      path: 'subscription',
      handle: { name: 'Subscription', crumb: 'routes.subscription' },
      lazy: page(
        () => import('../../features/subscription/pages/subscription-page'),
        'SubscriptionPage',
        subscriptionMessages,
      ),
    },
    {
      path: 'security',
      handle: { name: 'Security', crumb: 'routes.security' },
      lazy: page(
        () => import('../../features/configurations/pages/security-page'),
        'SecurityPage',
        configurationsMessages,
      ),
    },
    {
      path: 'clinics',
      handle: { name: 'Clinics', crumb: 'routes.clinics' },
      lazy: page(
        () => import('../../features/configurations/pages/clinics-page'),
        'ClinicsPage',
        configurationsMessages,
      ),
    },
    // Catalogue set-up that services and patients refer to; manager-only like UserManagement (guards.ts).
    {
      path: 'specialties',
      handle: { name: 'Specialties', crumb: 'routes.specialties' },
      lazy: page(
        () => import('../../features/configurations/pages/specialties-page'),
        'SpecialtiesPage',
        configurationsMessages,
      ),
    },
    {
      path: 'insurers',
      handle: { name: 'InsurersRoot', crumb: 'routes.insurers' },
      children: [
        {
          index: true,
          handle: { name: 'Insurers' },
          lazy: page(
            () => import('../../features/configurations/pages/insurers-page'),
            'InsurersPage',
            configurationsMessages,
          ),
        },
        // The insurer's page (issue 45): fiscal identity and agreements.
        {
          path: ':id',
          handle: { name: 'Insurer', crumb: 'routes.insurer' },
          lazy: page(
            () => import('../../features/configurations/pages/insurer-page'),
            'InsurerPage',
            configurationsMessages,
          ),
        },
      ],
    },
  ],
};
