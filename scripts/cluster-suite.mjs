#!/usr/bin/env node
// The cluster suite (issue 51, decision 051): against `scripts/cluster.sh` (nginx → two instances →
// pgbouncer in transaction mode → PostgreSQL), all traffic to 127.0.0.1, it proves the rules hold with
// two processes and that a rolling restart loses nothing; then it measures throughput through the
// cluster against one instance straight to PostgreSQL. Writes .test-tmp/summary-cluster.json
// ({ passed, failed, skipped }) for .ci/run's total; exits non-zero on a failure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinica-cluster-'));
// PostgreSQL and pgbouncer run as `postgres` (we may be root) and must reach their folders inside.
fs.chmodSync(dir, 0o755);
const NGINX = Number(process.env.CLUSTER_PORT ?? 3650);
const [A, B] = (process.env.CLUSTER_APP_PORTS ?? '3651 3652').split(' ').map(Number);
const SOLO = Number(process.env.CLUSTER_SOLO_PORT ?? 3653);
const PG = Number(process.env.CLUSTER_PG_PORT ?? 54410);
const env = { ...process.env, CLUSTER_DIR: dir };
const PASSWORD = 'demo-clinica-2026';
const url = (port, p) => `http://127.0.0.1:${port}${p}`;
const results = [];
const figures = {};

function cluster(...args) {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'scripts/cluster.sh'), args, { env, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`cluster.sh ${args.join(' ')}: ${code}`)),
    );
  });
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

async function scenario(name, fn) {
  const started = Date.now();
  try {
    await fn();
    results.push({ name, ok: true });
    console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (e) {
    results.push({ name, ok: false, error: e.message });
    console.log(`✘ ${name}: ${e.stack ?? e.message}`);
  }
}

async function call(port, method, p, { cookie, body, headers = {} } = {}) {
  const res = await fetch(url(port, p), {
    method,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text, headers: res.headers };
}

/**
 * One request on a connection of its own, as `call` answers it. nginx's reload (a rolling restart takes the
 * instance out of rotation with one) closes its idle keep-alive connections to clients; a request written
 * on one just then is the client's to send again — browsers do, for a reused connection closed before any
 * byte of the answer — but this script's fetch does not. The rolling restart measures what the project
 * controls, nginx → instances → database, so its clients open a connection per request.
 */
function callOnce(port, method, p, { cookie, body } = {}) {
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: p,
        agent: false,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          ...(cookie ? { cookie } : {}),
          ...(data !== undefined ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, json, text });
        });
        res.on('error', reject);
      },
    );
    req.on('error', (e) => reject(Object.assign(new Error(e.message), { cause: e })));
    req.end(data);
  });
}

async function login(port, email, password = PASSWORD, headers = {}) {
  const res = await fetch(url(port, '/token'), {
    method: 'POST',
    headers: { 'x-requested-with': 'x', 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: `username=${encodeURIComponent(email)}&password=${encodeURIComponent(password)}`,
  });
  await res.text();
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('clinica_session='));
  return { status: res.status, cookie: cookie?.split(';')[0] };
}

/** A day far enough ahead that nothing else books it, and the n-th 15-minute slot from its 00:00 UTC. */
const baseDay = Date.UTC(2030, 0, 7) + Math.floor(Math.random() * 300) * 86_400_000;
const slot = (n, minutes = 15) => {
  const start = baseDay + n * 15 * 60_000;
  return {
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + minutes * 60_000).toISOString(),
  };
};
let nextSlot = 0;

async function main() {
  await cluster('start');
  const db = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${PG}/clinica` });
  await db.connect();
  try {
    const manager = (await login(NGINX, 'gestor@demo.clinica.pt')).cookie;
    check(manager, 'the demo manager logs in through nginx');
    const pick = async (p, find) => (await call(A, 'GET', p, { cookie: manager })).json.items.find(find);
    const professional = await pick(
      '/api/v1/collaborators?type=professional&page_size=200',
      (p) => p.email === 'fisio@demo.clinica.pt',
    );
    const service = await pick('/api/v1/services?kind=session&page_size=200', () => true);
    const clinic = await pick('/api/v1/clinics?page_size=200', (c) => c.is_main);
    const newPatient = async (first) =>
      (
        await call(B, 'POST', '/api/v1/users/patients', {
          cookie: manager,
          body: { first_name: first, surname: `Cluster${Date.now().toString(36)}` },
        })
      ).json;
    const booking = (patient, times) => ({
      patient_id: patient.id,
      professional_id: professional.id,
      service_id: service.id,
      clinic_id: clinic.id,
      confirm_outside_schedule: true,
      ...times,
    });

    // Reminders: appointments inside the clinic's 24 h window, booked now and checked at the end, once
    // both instances' workers (and their restarts) have had their sweeps.
    const reminded = [];
    for (let i = 0; i < 12; i++) {
      const email = `lembrete-${i}-${Date.now().toString(36)}@exemplo.pt`;
      const patient = (
        await call(i % 2 ? B : A, 'POST', '/api/v1/users/patients', {
          cookie: manager,
          body: { first_name: 'Lembrete', surname: `Cluster${i}`, email, consent_email: true },
        })
      ).json;
      const start = Math.ceil(Date.now() / 900_000) * 900_000 + (4 + i) * 3_600_000;
      const res = await call(i % 2 ? A : B, 'POST', '/api/v1/appointments', {
        cookie: manager,
        body: booking(patient, {
          starts_at: new Date(start).toISOString(),
          ends_at: new Date(start + 15 * 60_000).toISOString(),
        }),
      });
      reminded.push({ email, status: res.status, text: res.text });
    }

    await scenario(
      '200 concurrent bookings of one slot, alternately on both instances → exactly one 201',
      async () => {
        const patient = await newPatient('Corrida');
        const times = slot(nextSlot++, 45);
        nextSlot += 3;
        const answers = await Promise.all(
          Array.from({ length: 200 }, (_, i) =>
            call(i % 2 ? B : A, 'POST', '/api/v1/appointments', {
              cookie: manager,
              body: booking(patient, times),
            }),
          ),
        );
        const by = {};
        for (const a of answers) by[a.status] = (by[a.status] ?? 0) + 1;
        check(by[201] === 1 && by[409] === 199, `statuses ${JSON.stringify(by)}`);
        const { rows } = await db.query('select count(*)::int as n from appointments where patient_id = $1', [
          patient.id,
        ]);
        check(rows[0].n === 1, `${rows[0].n} appointments stored`);
      },
    );

    await scenario(
      'wrong passwords spread over both instances → locked after the same count as one instance',
      async () => {
        // One client (its address from nginx's X-Forwarded-For), one account, two instances.
        const client = { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}` };
        const statuses = [];
        for (let i = 0; i < 6; i++)
          statuses.push((await login(i % 2 ? B : A, 'rececao@demo.clinica.pt', `wrong-${i}`, client)).status);
        // The right password after five wrong ones: still held back, whichever instance answers.
        statuses.push((await login(B, 'rececao@demo.clinica.pt', PASSWORD, client)).status);
        check(
          JSON.stringify(statuses) === JSON.stringify([401, 401, 401, 401, 401, 429, 429]),
          `statuses ${statuses.join(',')} (one instance: five 401s, then 429)`,
        );
      },
    );

    await scenario('a file uploaded through one instance downloads through the other', async () => {
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64',
      );
      const form = new FormData();
      form.append('file', new Blob([png], { type: 'image/png' }), 'cluster.png');
      const up = await call(A, 'POST', '/api/v1/file_uploads', { cookie: manager, body: form });
      check(up.status === 201, `upload ${up.status} ${up.text}`);
      const res = await fetch(url(B, up.json.url), { headers: { cookie: manager, 'x-requested-with': 'x' } });
      const bytes = Buffer.from(await res.arrayBuffer());
      check(
        res.status === 200 && bytes.equals(png),
        `download through B: ${res.status}, ${bytes.length} bytes`,
      );
    });

    await scenario(
      'a rolling restart under load → no failed request, every acknowledged booking stored',
      async () => {
        const patient = await newPatient('Reinício');
        const acknowledged = [];
        const failures = [];
        let requests = 0;
        let running = true;
        const loop = async (k) => {
          for (let i = 0; running; i++) {
            const book = (i + k) % 3 === 0;
            try {
              const res = book
                ? await callOnce(NGINX, 'POST', '/api/v1/appointments', {
                    cookie: manager,
                    body: booking(patient, slot(nextSlot++)),
                  })
                : await callOnce(NGINX, 'GET', '/api/v1/me', { cookie: manager });
              requests++;
              if (res.status !== (book ? 201 : 200))
                failures.push(`${book ? 'POST' : 'GET'} ${res.status} ${res.text.slice(0, 120)}`);
              else if (book) acknowledged.push(res.json.id);
            } catch (e) {
              requests++;
              failures.push(`${book ? 'POST' : 'GET'} ${e.cause?.code ?? e.message}`);
            }
          }
        };
        const loops = Array.from({ length: 8 }, (_, k) => loop(k));
        await new Promise((r) => setTimeout(r, 1500));
        const t0 = Date.now();
        await cluster('restart', 'a');
        const tA = Date.now();
        await cluster('restart', 'b');
        const tB = Date.now();
        await new Promise((r) => setTimeout(r, 1500));
        running = false;
        await Promise.all(loops);
        const { rows } = await db.query('select id from appointments where patient_id = $1', [patient.id]);
        const stored = new Set(rows.map((r) => r.id));
        const missing = acknowledged.filter((id) => !stored.has(id));
        figures.rollingRestart = {
          requests,
          failed: failures.length,
          bookingsAcknowledged: acknowledged.length,
          bookingsMissing: missing.length,
          restartASeconds: (tA - t0) / 1000,
          restartBSeconds: (tB - tA) / 1000,
        };
        console.log('  rolling restart:', JSON.stringify(figures.rollingRestart));
        check(failures.length === 0, `${failures.length} failed: ${failures.slice(0, 5).join(' | ')}`);
        check(missing.length === 0, `${missing.length} acknowledged bookings missing`);
        check(
          acknowledged.length > 0 && requests > 100,
          `only ${requests} requests, ${acknowledged.length} bookings`,
        );
      },
    );

    await scenario(
      '100 concurrent invoice issues across both instances → gapless numbers, the chain verifies',
      async () => {
        const patient = await newPatient('Fatura');
        const drafts = [];
        for (let i = 0; i < 100; i++) {
          const res = await call(i % 2 ? B : A, 'POST', '/api/v1/invoicing-documents', {
            cookie: manager,
            body: {
              patient_id: patient.id,
              lines: [
                { description: 'Avaliação inicial', unit_price_cents: 1000 + i, tax_exemption_code: 'M07' },
              ],
            },
          });
          check(res.status === 201, `draft ${res.status} ${res.text}`);
          drafts.push(res.json.id);
        }
        const answers = await Promise.all(
          drafts.map((id, i) =>
            call(i % 2 ? A : B, 'POST', `/api/v1/invoicing-documents/${id}/issue`, {
              cookie: manager,
              body: {},
            }),
          ),
        );
        const bad = answers.filter((a) => a.status !== 200);
        check(bad.length === 0, `${bad.length} issues failed: ${bad[0]?.status} ${bad[0]?.text}`);
        const series = new Set(answers.map((a) => `${a.json.type} ${a.json.series}`));
        check(series.size === 1, `one series expected, got ${[...series].join(', ')}`);
        const numbers = answers.map((a) => a.json.number).sort((x, y) => x - y);
        check(
          numbers.every((n, i) => n === numbers[0] + i),
          `numbers not gapless: ${numbers.join(',')}`,
        );
        // Nothing of the series is missing before ours either: 1 … first - 1 are all there.
        const { rows } = await db.query(
          `select count(distinct d.number)::int as n from invoicing_documents d
          where d.series_id = (select series_id from invoicing_documents where id = $1) and d.number < $2`,
          [answers[0].json.id, numbers[0]],
        );
        check(rows[0].n === numbers[0] - 1, `numbers before ours: ${rows[0].n}, first of ours ${numbers[0]}`);
        const chain = await call(NGINX, 'GET', '/api/v1/invoicing-documents/chain-verification', {
          cookie: manager,
        });
        check(chain.status === 200 && chain.json.valid, `chain: ${chain.text.slice(0, 300)}`);
      },
    );

    await scenario('one reminder per appointment with both instances running their job workers', async () => {
      check(
        reminded.every((r) => r.status === 201),
        `bookings: ${reminded.map((r) => `${r.status} ${r.text.slice(0, 100)}`).join(',')}`,
      );
      const emails = reminded.map((r) => r.email);
      const count = async () =>
        (
          await db.query(
            `select recipient, count(*)::int as n from outbound_messages where recipient = any($1) group by recipient`,
            [emails],
          )
        ).rows;
      const deadline = Date.now() + 120_000;
      let rows = await count();
      while (rows.length < emails.length && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 2000));
        rows = await count();
      }
      // A moment more: a duplicate would come from the other worker's next pass.
      await new Promise((r) => setTimeout(r, 3000));
      rows = await count();
      check(rows.length === emails.length, `${rows.length} of ${emails.length} patients reminded`);
      const twice = rows.filter((r) => r.n !== 1);
      check(twice.length === 0, `reminded more than once: ${JSON.stringify(twice)}`);
    });

    await scenario(
      'throughput: /me and booking through nginx + 2 instances + pgbouncer vs one instance direct',
      async () => {
        await cluster('instance', 'solo', String(SOLO), 'direct');
        try {
          const patient = await newPatient('Carga');
          const measure = async (port, kind, seconds = 5, clients = 16) => {
            let done = 0;
            let bad = 0;
            const end = Date.now() + seconds * 1000;
            await Promise.all(
              Array.from({ length: clients }, async () => {
                while (Date.now() < end) {
                  const res =
                    kind === 'me'
                      ? await call(port, 'GET', '/api/v1/me', { cookie: manager })
                      : await call(port, 'POST', '/api/v1/appointments', {
                          cookie: manager,
                          body: booking(patient, slot(nextSlot++)),
                        });
                  if (res.status === (kind === 'me' ? 200 : 201)) done++;
                  else bad++;
                }
              }),
            );
            check(bad === 0, `${bad} failed ${kind} requests on port ${port}`);
            return done / seconds;
          };
          const out = {};
          for (const kind of ['me', 'booking']) {
            const solo = await measure(SOLO, kind);
            const clustered = await measure(NGINX, kind);
            out[kind] = {
              soloPerSecond: Math.round(solo),
              clusterPerSecond: Math.round(clustered),
              ratio: +(clustered / solo).toFixed(2),
            };
          }
          figures.throughput = out;
          console.log('  throughput:', JSON.stringify(out));
        } finally {
          await cluster('stop-instance', 'solo');
        }
      },
    );
  } finally {
    await db.end();
    await cluster('stop');
  }
}

try {
  await main();
} catch (e) {
  results.push({ name: 'cluster start', ok: false, error: e.message });
  console.log(`✘ ${e.message}`);
}
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
fs.mkdirSync(path.join(root, '.test-tmp'), { recursive: true });
fs.writeFileSync(
  path.join(root, '.test-tmp', 'summary-cluster.json'),
  JSON.stringify(
    {
      passed,
      failed,
      skipped: 0,
      failures: results.filter((r) => !r.ok).map((r) => `cluster: ${r.name}: ${r.error}`),
      figures,
    },
    null,
    2,
  ),
);
console.log(`\ncluster suite: ${passed} passed, ${failed} failed (logs kept in ${dir} on failure)`);
if (!failed) fs.rmSync(dir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
