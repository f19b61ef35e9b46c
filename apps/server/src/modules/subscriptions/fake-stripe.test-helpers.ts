import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local HTTP server speaking the part of Stripe's API the app calls (form-encoded bodies, stripe 23.1.0's
 * response shapes): checkout sessions, subscriptions, customers. Tests "pay" on it with `complete()` and
 * sign webhook events with the package's own `generateTestHeaderString`.
 */
type Obj = Record<string, unknown>;

export const FAKE_KEY = 'sk_test_fake';
export const FAKE_WEBHOOK_SECRET = 'whsec_fake';
export const FAKE_PRICES: Record<string, string> = {
  'essencial-mensal': 'price_essencial_m',
  'essencial-anual': 'price_essencial_a',
  'completo-mensal': 'price_completo_m',
  'completo-anual': 'price_completo_a',
};

/** `a[b][0][c]=v` → { a: { b: [ { c: v } ] } } (Stripe's form encoding). */
function parseForm(body: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Obj = out;
    parts.forEach((p, i) => {
      if (i === parts.length - 1) node[p] = value;
      else node = (node[p] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {}) as Obj;
    });
  }
  return out;
}

const now = () => Math.floor(Date.now() / 1000);
let seq = 0;
const newId = (prefix: string) => `${prefix}_fake${Date.now().toString(36)}${(seq++).toString(36)}`;

export interface FakeStripe {
  url: string;
  /** Every request the app made: method, path, parsed body. */
  calls: Array<{ method: string; path: string; body: Obj }>;
  sessions: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  customers: Map<string, Obj>;
  /** The customer pays (subscription) or saves a card (setup) on the hosted page. */
  complete(sessionId: string, last4?: string): Obj;
  /** A signed webhook delivery: the body and its `Stripe-Signature` header. */
  webhook(
    type: string,
    object: Obj,
    opts?: { id?: string; created?: number; timestamp?: number; secret?: string },
  ): {
    payload: string;
    signature: string;
    id: string;
  };
  invoice(subscriptionId: string): Obj;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: FakeStripe['calls'] = [];
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const customers = new Map<string, Obj>();
  const paymentMethods = new Map<string, Obj>();
  const setupIntents = new Map<string, Obj>();

  const card = (last4: string, customer: string | null) => {
    const pm = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer,
      card: {
        brand: last4 === '4242' ? 'visa' : 'mastercard',
        last4,
        exp_month: 12,
        exp_year: 2030,
        country: 'PT',
      },
      created: now(),
      livemode: false,
      metadata: {},
    };
    paymentMethods.set(pm.id, pm);
    return pm;
  };
  const expandList = (q: URLSearchParams, body: Obj) => [
    ...[...q.entries()].filter(([k]) => k.startsWith('expand')).map(([, v]) => v),
    ...((body.expand as string[] | undefined) ?? []),
  ];
  const subscriptionView = (s: Obj, expand: string[]) => ({
    ...s,
    default_payment_method:
      expand.some((e) => e.endsWith('default_payment_method')) && s.default_payment_method
        ? paymentMethods.get(s.default_payment_method as string)
        : s.default_payment_method,
  });
  const sessionView = (s: Obj, expand: string[]) => ({
    ...s,
    subscription:
      expand.includes('subscription') && s.subscription
        ? subscriptionView(
            subscriptions.get(s.subscription as string)!,
            expand.map((e) => e.replace(/^subscription\./, '')),
          )
        : s.subscription,
    setup_intent:
      expand.some((e) => e.startsWith('setup_intent')) && s.setup_intent
        ? (() => {
            const si = setupIntents.get(s.setup_intent as string)!;
            return { ...si, payment_method: paymentMethods.get(si.payment_method as string) };
          })()
        : s.setup_intent,
  });
  const notFound = (res: http.ServerResponse, what: string) => {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
      }),
    );
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = parseForm(raw);
      calls.push({ method: req.method ?? '', path: url.pathname, body });
      const send = (o: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json', 'request-id': newId('req') });
        res.end(JSON.stringify(o));
      };
      const [, v1, a, b, c] = url.pathname.split('/');
      if (v1 !== 'v1') return notFound(res, 'path');
      const expand = expandList(url.searchParams, body);
      if (a === 'checkout' && b === 'sessions') {
        if (req.method === 'POST' && !c) {
          const id = newId('cs_test');
          const s: Obj = {
            id,
            object: 'checkout.session',
            mode: body.mode,
            status: 'open',
            payment_status: body.mode === 'setup' ? 'no_payment_required' : 'unpaid',
            client_reference_id: body.client_reference_id ?? null,
            customer: body.customer ?? null,
            customer_email: body.customer_email ?? null,
            metadata: body.metadata ?? {},
            line_items: body.line_items,
            subscription: null,
            setup_intent: null,
            success_url: body.success_url,
            cancel_url: body.cancel_url,
            url: `https://checkout.stripe.com/c/pay/${id}`,
            created: now(),
            livemode: false,
          };
          sessions.set(id, s);
          return send(s);
        }
        const s = c ? sessions.get(c) : undefined;
        return s ? send(sessionView(s, expand)) : notFound(res, 'checkout.session');
      }
      if (a === 'subscriptions' && b) {
        const s = subscriptions.get(b);
        if (!s) return notFound(res, 'subscription');
        if (req.method === 'POST') {
          const items = body.items as Obj[] | undefined;
          const item = (s.items as { data: Obj[] }).data[0]!;
          if (items?.[0]?.price) item.price = { ...(item.price as Obj), id: items[0].price };
          if (items?.[0]?.quantity) item.quantity = Number(items[0].quantity);
          if (body.cancel_at_period_end !== undefined)
            s.cancel_at_period_end = body.cancel_at_period_end === 'true';
          if (body.default_payment_method) s.default_payment_method = body.default_payment_method;
        }
        return send(subscriptionView(s, expand));
      }
      if (a === 'customers' && b) {
        const cu = customers.get(b);
        if (!cu) return notFound(res, 'customer');
        if (req.method === 'POST' && body.invoice_settings) cu.invoice_settings = body.invoice_settings;
        return send(cu);
      }
      notFound(res, 'path');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    sessions,
    subscriptions,
    customers,
    complete(sessionId, last4) {
      const s = sessions.get(sessionId)!;
      const metadata = (s.metadata ?? {}) as Obj;
      if (s.mode === 'setup') {
        const pm = card(last4 ?? '4444', s.customer as string);
        const si = {
          id: newId('seti'),
          object: 'setup_intent',
          status: 'succeeded',
          payment_method: pm.id,
          customer: s.customer,
        };
        setupIntents.set(si.id, si);
        Object.assign(s, { status: 'complete', setup_intent: si.id });
        return s;
      }
      const customer = (s.customer as string | null) ?? newId('cus');
      customers.set(customer, {
        id: customer,
        object: 'customer',
        email: s.customer_email,
        invoice_settings: { default_payment_method: null },
      });
      const pm = card(last4 ?? '4242', customer);
      const line = (s.line_items as Obj[])[0]!;
      const start = now();
      const sub: Obj = {
        id: newId('sub'),
        object: 'subscription',
        customer,
        status: 'active',
        cancel_at_period_end: false,
        default_payment_method: pm.id,
        metadata,
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              price: { id: line.price, object: 'price', currency: 'eur', recurring: { interval: 'month' } },
              quantity: Number(line.quantity),
              current_period_start: start,
              current_period_end: start + 30 * 86_400,
            },
          ],
          has_more: false,
        },
        created: start,
        livemode: false,
      };
      subscriptions.set(sub.id as string, sub);
      Object.assign(s, { status: 'complete', payment_status: 'paid', customer, subscription: sub.id });
      return s;
    },
    webhook(type, object, opts = {}) {
      const id = opts.id ?? newId('evt');
      const payload = JSON.stringify({
        id,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: opts.created ?? now(),
        type,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: opts.secret ?? FAKE_WEBHOOK_SECRET,
        timestamp: opts.timestamp,
      });
      return { payload, signature, id };
    },
    invoice(subscriptionId) {
      const s = subscriptions.get(subscriptionId)!;
      return {
        id: newId('in'),
        object: 'invoice',
        customer: s.customer,
        status: 'open',
        parent: {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { subscription: subscriptionId, metadata: s.metadata },
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const fakeStripeEnv = (fake: FakeStripe) => ({
  PAYMENTS_SECRET_KEY: FAKE_KEY,
  PAYMENTS_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
  PAYMENTS_PRICE_IDS: Object.entries(FAKE_PRICES)
    .map(([code, price]) => `${code}=${price}`)
    .join(','),
  PAYMENTS_API_URL: fake.url,
});
