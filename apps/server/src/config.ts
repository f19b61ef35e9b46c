import path from 'node:path';
import { fileURLToPath } from 'node:url';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import { isValidNif } from '@clinica/contracts/pt';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true'));

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL');

/**
 * The proxies whose `X-Forwarded-For` is believed: addresses, CIDR ranges or proxy-addr's names
 * (`loopback`, `linklocal`, `uniquelocal`), comma-separated; empty, `0` or `false` for none. Not a hop
 * count, nor `true`: Fastify 5.12 no longer takes a hop count (it trusts nothing then: a count cannot
 * tell a proxy from a client that reached the server directly), and trusting every address lets any
 * client choose its own.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const value = v?.trim() ?? '';
    if (value === '' || value === '0' || value === 'false') return false;
    const list = value.split(',').map((a) => a.trim());
    if (list.every((a) => /^\d+$/.test(a)) || value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: 'list the proxies’ addresses or CIDR ranges (e.g. 10.0.0.0/8), not a hop count or true',
      });
      return z.NEVER;
    }
    try {
      proxyAddr.compile(list);
    } catch (e) {
      ctx.addIssue({ code: 'custom', message: (e as Error).message });
      return z.NEVER;
    }
    return list;
  });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_OWNER_URL: postgresUrl.optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  PUBLIC_URL: z.url().optional(),
  ALLOW_HTTP: flag,
  TRUST_PROXY: trustProxy,
  /** Who may read GET /api/metrics besides the TRUST_PROXY addresses: `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /** Where uploaded files live: a directory every instance shares (decision 051); default DATA_DIR/files. */
  FILES_DIR: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The SMS operator's aggregator: smpp://system_id:password@host:port (SMPP 3.4, decision 042). */
  SMS_URL: z
    .string()
    .regex(/^smpp:\/\/[^:@/]+:[^@/]*@[^/:]+(:\d+)?\/?$/, 'must be smpp://system_id:password@host:port')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Clínica <nao-responder@clinica.pt>'),
  SEED_DEMO: flag,
  TEST_HARNESS: flag,
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  RESPONSE_VALIDATION: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The installation's RSA private key (PEM) that signs fiscal documents; absent: one generated and stored once. */
  INVOICE_SIGNING_KEY: z
    .string()
    .refine((v) => v.includes('PRIVATE KEY-----'), 'must be a PEM private key')
    .optional(),
  /** AT's certificate number for this software; absent: documents say they come from non-certified software. */
  INVOICE_CERTIFICATE_NUMBER: z
    .string()
    .regex(/^\d{1,6}$/, 'must be AT’s certificate number (digits)')
    .optional(),
  /** The software producer's NIF (SAF-T ProductCompanyTaxID); absent: the SAF-T export is refused, saying so. */
  SOFTWARE_PRODUCER_NIF: z
    .string()
    .trim()
    .refine(isValidNif, 'must be a valid Portuguese NIF (9 digits, check digit right)')
    .optional(),
  /** Stripe's secret key (issue 49, decision 048); absent: the TEST provider («modo de teste — nada é cobrado»). */
  PAYMENTS_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_…)')
    .optional(),
  /** The webhook endpoint's signing secret (whsec_…): required with PAYMENTS_SECRET_KEY. */
  PAYMENTS_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  /** Each plan's price at the provider: `essencial-mensal=price_…,completo-anual=price_…`. */
  PAYMENTS_PRICE_IDS: z
    .string()
    .regex(
      /^\s*[a-z0-9-]+=\w+\s*(,\s*[a-z0-9-]+=\w+\s*)*$/,
      'must be plan-code=price_id pairs separated by commas',
    )
    .optional(),
  /** Another address for the provider's API (tests: a local server speaking Stripe's API), e.g. http://127.0.0.1:4010. */
  PAYMENTS_API_URL: z.url().optional(),
  /** Seals secrets kept in the database (issue 53: an invoicing provider's API key), AES-256-GCM: 32 bytes, base64 or hex. */
  SECRETS_KEY: z
    .string()
    .min(32, 'must be 32 random bytes, base64 or hex (openssl rand -base64 32)')
    .optional(),
  /**
   * InvoiceXpress's address with `{account}` for the account name (decision 053); tests point it at a
   * local server speaking its API, e.g. http://127.0.0.1:4020/{account}.
   */
  INVOICEXPRESS_API_URL: z
    .string()
    .regex(/^https?:\/\/.*\{account\}/, 'must be an http(s) address containing {account}')
    .default('https://{account}.app.invoicexpress.com'),
  /** How long a call to InvoiceXpress may take before the desk is told it did not answer. */
  INVOICEXPRESS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** The login that owns the schema and runs the migrations (PostgreSQL, decision 002). */
  databaseOwnerUrl: string | undefined;
  dataDir: string;
  publicUrl: string | undefined;
  /** Proxies trusted for the client's address (`false`: none; the socket's address is the client's). */
  trustProxy: false | string[];
  metricsToken: string | undefined;
  /** Uploaded files' directory, shared by every instance (decision 051). */
  filesDir: string;
  smtpUrl: string | undefined;
  smsUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  testHarness: boolean;
  webDist: string;
  logLevel: string;
  /** PEM (decision 029); undefined: the key generated once and kept in the database. */
  invoiceSigningKey: string | undefined;
  /** undefined: not certified (QR field R is 0, the documents say so). */
  invoiceCertificateNumber: string | undefined;
  /** SAF-T ProductCompanyTaxID (issue 28); undefined: the export answers 422 naming the variable. */
  softwareProducerNif: string | undefined;
  /** Encode responses with the contract's zod schemas (validating) instead of the fast serializer. */
  responseValidation: boolean;
  /** The subscription's provider (decision 048): Stripe with keys, else the TEST provider. */
  payments: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    /** plan code → the provider's price id. */
    priceIds: Record<string, string>;
    apiUrl: string | undefined;
  };
  /** SECRETS_KEY; undefined outside production: a development key (lib/secrets.ts), in production: no key saved. */
  secretsKey: string | undefined;
  /** The InvoiceXpress base address, `{account}` standing for the account name. */
  invoiceXpressUrl: string;
  invoiceXpressTimeoutMs: number;
  /** What start-up must say out loud: a configuration that works but is not safe to run a clinic on. */
  warnings: string[];
};

/** Parses the environment once; a bad value stops the process with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const embedded = !e.DATABASE_URL;
  const production = e.NODE_ENV === 'production';
  const refuse = (variable: string, message: string) => {
    throw new Error(`Invalid configuration:\n  ${variable}: ${message}`);
  };
  const warnings: string[] = [];
  if (e.DATABASE_OWNER_URL && !e.DATABASE_URL)
    refuse('DATABASE_OWNER_URL', 'needs DATABASE_URL (the login the server runs as)');
  if (e.DATABASE_URL && !e.DATABASE_OWNER_URL) {
    if (production)
      refuse(
        'DATABASE_OWNER_URL',
        'required in production: the login that owns the tables and runs the migrations, while DATABASE_URL’s login owns nothing (README, “On a PostgreSQL server”)',
      );
    warnings.push(
      'DATABASE_URL’s login migrates and serves: development only. In production set DATABASE_OWNER_URL to the owner login and DATABASE_URL to a login that owns nothing.',
    );
  }
  if (e.PAYMENTS_SECRET_KEY && !e.PAYMENTS_WEBHOOK_SECRET)
    refuse('PAYMENTS_WEBHOOK_SECRET', 'required with PAYMENTS_SECRET_KEY (webhooks are verified by it)');
  if (e.PAYMENTS_SECRET_KEY && !e.PAYMENTS_PRICE_IDS)
    refuse('PAYMENTS_PRICE_IDS', 'required with PAYMENTS_SECRET_KEY (each plan’s price id)');
  const https = e.PUBLIC_URL?.startsWith('https://') ?? false;
  if (production && !https) {
    if (!e.ALLOW_HTTP)
      refuse(
        'PUBLIC_URL',
        'an https:// address is required in production (the session cookie is Secure and HSTS is sent only with https); ALLOW_HTTP=1 serves plain http anyway',
      );
    warnings.push('ALLOW_HTTP=1: serving without https — session cookies travel in clear text.');
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseOwnerUrl: e.DATABASE_OWNER_URL,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    filesDir: path.resolve(e.FILES_DIR ?? path.join(e.DATA_DIR, 'files')),
    smtpUrl: e.SMTP_URL,
    smsUrl: e.SMS_URL,
    mailFrom: e.MAIL_FROM,
    // Demo data only in embedded, non-production mode unless asked for explicitly.
    seedDemo: e.SEED_DEMO ?? (embedded && e.NODE_ENV !== 'production'),
    testHarness: (e.TEST_HARNESS ?? false) && e.NODE_ENV !== 'production',
    webDist: path.resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    invoiceSigningKey: e.INVOICE_SIGNING_KEY?.replace(/\\n/g, '\n'),
    invoiceCertificateNumber: e.INVOICE_CERTIFICATE_NUMBER,
    softwareProducerNif: e.SOFTWARE_PRODUCER_NIF,
    payments: {
      secretKey: e.PAYMENTS_SECRET_KEY,
      webhookSecret: e.PAYMENTS_WEBHOOK_SECRET,
      priceIds: Object.fromEntries(
        (e.PAYMENTS_PRICE_IDS ?? '')
          .split(',')
          .filter((p) => p.includes('='))
          .map((p) => p.split('=').map((x) => x.trim()) as [string, string]),
      ),
      apiUrl: e.PAYMENTS_API_URL,
    },
    responseValidation: e.RESPONSE_VALIDATION ?? e.NODE_ENV !== 'production',
    secretsKey: e.SECRETS_KEY,
    invoiceXpressUrl: e.INVOICEXPRESS_API_URL.replace(/\/$/, ''),
    invoiceXpressTimeoutMs: e.INVOICEXPRESS_TIMEOUT_MS,
    warnings,
  };
}

/** The address users open (PUBLIC_URL), or this server on localhost: e-mailed links start with it, never the request's Host header. */
export const publicBaseUrl = (config: Config) => config.publicUrl ?? `http://localhost:${config.port}`;
