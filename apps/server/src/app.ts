import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { requestIds } from './plugins/request-id.js';
import { lifecyclePlugin } from './plugins/lifecycle.js';
import { metricsPlugin } from './plugins/metrics.js';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { configureZod } from '@clinica/contracts/zod-config';
import type { AppDeps } from './plugins/context.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import { errorsPlugin } from './plugins/errors.js';
import { securityPlugin } from './plugins/security.js';
import { httpCachePlugin } from './plugins/http-cache.js';
import { authPlugin } from './plugins/auth.js';
import { webPlugin } from './plugins/web.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { permissionsRoutes } from './modules/permissions/permissions.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { signUpRoutes } from './modules/sign-up/sign-up.routes.js';
import { tokensRoutes } from './modules/tokens/tokens.routes.js';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes.js';
import { mailingListRoutes } from './modules/mailing-list/mailing-list.routes.js';
import { clinicsRoutes } from './modules/clinics/clinics.routes.js';
import { specialtiesRoutes } from './modules/specialties/specialties.routes.js';
import { servicesRoutes } from './modules/services/services.routes.js';
import { stockRoutes } from './modules/stock/stock.routes.js';
import { packsRoutes } from './modules/packs/packs.routes.js';
import { agreementsRoutes } from './modules/insurers/agreements.routes.js';
import { insurerBillingRoutes } from './modules/insurers/billing.routes.js';
import { insurersRoutes } from './modules/insurers/insurers.routes.js';
import { referencesRoutes } from './modules/references/references.routes.js';
import { communicationsRoutes } from './modules/communications/communications.routes.js';
import { communicationTemplatesRoutes } from './modules/communications/templates.routes.js';
import { unsubscribeRoutes } from './modules/communications/unsubscribe.routes.js';
import { evaluationsRoutes } from './modules/evaluations/evaluations.routes.js';
import { interventionsRoutes } from './modules/interventions/interventions.routes.js';
import { performedRoutes } from './modules/interventions/performed.routes.js';
import { instrumentsRoutes } from './modules/instruments/instruments.routes.js';
import { programmesRoutes } from './modules/exercise-programmes/programmes.routes.js';
import { documentsRoutes } from './modules/invoicing/documents.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { providerReceiptPdfRoutes } from './modules/payments/provider-receipt-pdf.routes.js';
import { refundsRoutes } from './modules/payments/refunds.routes.js';
import { cashCloseRoutes } from './modules/cash-close/cash-close.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { patientHomeRoutes } from './modules/notifications/patient-home.routes.js';
import { saftRoutes } from './modules/saft/saft.routes.js';
import { expensesRoutes } from './modules/expenses/expenses.routes.js';
import { taxExemptionsRoutes } from './modules/tax-exemptions/tax-exemptions.routes.js';
import { tenantsRoutes } from './modules/tenants/tenants.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { appointmentLinksRoutes } from './modules/notifications/links.routes.js';
import { teamRoutes } from './modules/team/team.routes.js';
import { securityRoutes } from './modules/security/security.routes.js';
import { patientsRoutes } from './modules/patients/patients.routes.js';
import { patientFilesRoutes } from './modules/patients/patient-files.routes.js';
import { schedulesRoutes } from './modules/schedules/schedules.routes.js';
import { appointmentsRoutes } from './modules/appointments/appointments.routes.js';
import { seriesRoutes } from './modules/appointments/series.routes.js';
import { icalRoutes } from './modules/ical/ical.routes.js';
import { unavailableRoutes } from './modules/availability/unavailable.routes.js';
import { bookingSettingsRoutes } from './modules/appointment-requests/booking-settings.routes.js';
import { publicRequestRoutes } from './modules/appointment-requests/public.routes.js';
import { staffRequestRoutes } from './modules/appointment-requests/staff.routes.js';
import { testHarnessRoutes } from './modules/test-harness/test-harness.routes.js';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.js';
import { testProviderRoutes } from './modules/subscriptions/test-provider.routes.js';

configureZod();

/** Routes registered by plugins we do not write (docs UI, static files): public by nature. */
const PLUGIN_PUBLIC_PREFIXES = ['/api/docs'];
const STATIC_ROUTES = ['/', '/*'];

/** Secrets a log line must never carry (issue 53: an invoicing provider's API key sent in a body). */
export const logRedaction = {
  paths: ['api_key', '*.api_key', 'req.body.api_key', 'body.api_key', 'req.query.api_key'],
  censor: '[redacted]',
};

export interface BuildOptions {
  logger?: boolean | object;
  /** An existing pino logger (main.ts shares one with the mailer). */
  loggerInstance?: FastifyBaseLogger;
  /** Called with every registered route (tests enumerate them). */
  onRoute?: (route: {
    method: string | string[];
    url: string;
    permission: string | undefined;
    responses: Record<string, unknown> | undefined;
    /** The body's zod schema (the hostile-input property test draws bodies from it). */
    body?: unknown;
  }) => void;
}

export async function buildApp(deps: AppDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(opts.loggerInstance
      ? { loggerInstance: opts.loggerInstance }
      : { logger: opts.logger ?? { level: deps.config.logLevel, redact: logRedaction } }),
    bodyLimit: 1024 * 1024,
    // The client's address (login throttle, audit log) from X-Forwarded-For only when it comes from a
    // trusted proxy (TRUST_PROXY).
    trustProxy: deps.config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    // A request's id: a trusted proxy's X-Request-Id, else a new UUID; in every log line and answer.
    ...requestIds(deps.config.trustProxy),
    // SIGTERM (main.ts): idle keep-alive sockets close with the listener; a request arriving on a
    // socket still open (accepted just before the listener closed: a balancer sent it there and will not
    // resend a POST) is answered as usual, with Connection: close — not Fastify's default 503.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    responseSerializerCompiler(deps.config.responseValidation ? 'validating' : 'fast'),
  );
  app.decorate('deps', deps);

  app.addHook('onRoute', (route) => {
    const isPluginRoute =
      PLUGIN_PUBLIC_PREFIXES.some((p) => route.url.startsWith(p)) ||
      (STATIC_ROUTES.includes(route.url) && !route.config?.permission);
    if (isPluginRoute) {
      route.config ??= {};
      route.config.permission = 'public';
    }
    opts.onRoute?.({
      method: route.method,
      url: route.url,
      permission: route.config?.permission,
      responses: (route.schema?.response as Record<string, unknown> | undefined) ?? undefined,
      body: route.schema?.body,
    });
  });

  await app.register(lifecyclePlugin);
  await app.register(metricsPlugin);
  await app.register(errorsPlugin);
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 10, parts: 12 } });
  await app.register(securityPlugin);
  await app.register(httpCachePlugin);
  await app.register(authPlugin);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Clínica API', version: '1.0.0', description: 'Every route of the Clínica server.' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'clinica_session' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { config: { permission: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(permissionsRoutes);
  await app.register(filesRoutes);
  await app.register(signUpRoutes);
  await app.register(tokensRoutes);
  await app.register(passwordResetRoutes);
  await app.register(mailingListRoutes);
  await app.register(clinicsRoutes);
  await app.register(specialtiesRoutes);
  await app.register(servicesRoutes);
  await app.register(stockRoutes);
  await app.register(packsRoutes);
  await app.register(insurersRoutes);
  await app.register(agreementsRoutes);
  await app.register(insurerBillingRoutes);
  await app.register(referencesRoutes);
  await app.register(communicationTemplatesRoutes);
  await app.register(communicationsRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(evaluationsRoutes);
  await app.register(interventionsRoutes);
  await app.register(performedRoutes);
  await app.register(instrumentsRoutes);
  await app.register(programmesRoutes);
  await app.register(documentsRoutes);
  await app.register(paymentsRoutes);
  await app.register(providerReceiptPdfRoutes);
  await app.register(refundsRoutes);
  await app.register(cashCloseRoutes);
  await app.register(reportsRoutes);
  await app.register(patientHomeRoutes);
  await app.register(saftRoutes);
  await app.register(expensesRoutes);
  await app.register(taxExemptionsRoutes);
  await app.register(tenantsRoutes);
  await app.register(notificationsRoutes);
  await app.register(appointmentLinksRoutes);
  await app.register(teamRoutes);
  await app.register(securityRoutes);
  await app.register(patientsRoutes);
  await app.register(patientFilesRoutes);
  await app.register(schedulesRoutes);
  await app.register(appointmentsRoutes);
  await app.register(seriesRoutes);
  await app.register(unavailableRoutes);
  await app.register(bookingSettingsRoutes);
  await app.register(publicRequestRoutes);
  await app.register(staffRequestRoutes);
  await app.register(icalRoutes);
  await app.register(subscriptionsRoutes);
  // Without the provider's keys, the TEST provider's own hosted page (decision 048).
  if (!deps.config.payments.secretKey) await app.register(testProviderRoutes);
  if (deps.config.testHarness) await app.register(testHarnessRoutes);

  await app.register(webPlugin);
  return app;
}
