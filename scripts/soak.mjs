#!/usr/bin/env node
// The crash soak (issue 52, decision 052): `npm run soak` — not in CI (minutes). All traffic to 127.0.0.1.
//
// PostgreSQL: a cluster of its own with default durability (fsync, synchronous_commit on; the test cluster
// turns them off and loses commits by design), the app as a child process with the demo seed, a load of
// writes; at a random moment the app is SIGKILLed (odd rounds) or PostgreSQL stopped with `pg_ctl -m
// immediate` (even rounds). After each restart: every acknowledged write is read back, the signature chain
// verifies and the month's SAF-T is produced (the server answers 200 only once it validates against AT's XSD).
// PGlite: the same with app kills only; a directory PGlite cannot reopen is reported (round and error).
//
// Load (4 workers): a patient created and booked (an hour far in the future, each worker its own hours);
// every other one invoiced (an FT drafted and issued: numbered, signed and chained) and every other invoice
// paid in cash against it (a payment, its allocation and its receipt RG). Each acknowledged write is
// recorded (the patient's id; the appointment's id and start; the document's id and number; the payment's
// id and receipt number) and read back after each restart.
// SOAK_ROUNDS (4), SOAK_SECONDS (max seconds of load before a kill, 6), SOAK_DB (both|postgres|pglite),
// SOAK_PORT (3750), SOAK_PG_PORT (54441).
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.SOAK_ROUNDS ?? 4);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 6);
const PORT = Number(process.env.SOAK_PORT ?? 3750);
const PG_PORT = Number(process.env.SOAK_PG_PORT ?? 54441);
const WHICH = process.env.SOAK_DB ?? 'both';
const base = `http://127.0.0.1:${PORT}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const bin = fs
  .readdirSync('/usr/lib/postgresql')
  .sort()
  .map((v) => `/usr/lib/postgresql/${v}/bin`)
  .pop();
const asPg = (cmd, args) =>
  process.getuid?.() === 0
    ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args])
    : execFileSync(cmd, args);

function pgStart(dir) {
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    fs.mkdirSync(dir, { recursive: true });
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
    asPg(`${bin}/initdb`, ['-D', dir, '-U', 'postgres', '-A', 'trust']);
  }
  // Default durability, said out loud.
  const opts = `-p ${PG_PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c synchronous_commit=on -c full_page_writes=on`;
  asPg(`${bin}/pg_ctl`, ['-D', dir, '-o', opts, '-l', path.join(dir, 'log'), '-w', 'start']);
}
const pgStop = (dir, mode) => asPg(`${bin}/pg_ctl`, ['-D', dir, '-m', mode, '-w', 'stop']);

function startApp(env) {
  // One process (tsx as a loader, not its CLI, which runs the server in a child a SIGKILL would orphan).
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      SOFTWARE_PRODUCER_NIF: '507440803',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  child.output = () => stderr;
  return child;
}

/** Whether anything answers on the soak's port (a server left over would answer for the one started). */
const answering = () =>
  fetch(`${base}/api/health`).then(
    () => true,
    () => false,
  );

async function ready(child, timeoutMs = 240_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the app exited ${child.exitCode}: ${child.output()}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(500);
  }
  throw new Error(`the app did not answer in ${timeoutMs / 1000} s: ${child.output()}`);
}

async function login() {
  const res = await fetch(`${base}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ username: 'gestor@demo.clinica.pt', password: 'demo-clinica-2026' }),
  });
  if (res.status !== 200) throw new Error(`login → ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const api = (cookie, method, url, body) =>
  fetch(`${base}${url}`, {
    method,
    headers: {
      cookie,
      'x-requested-with': 'XMLHttpRequest',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });

/** Writes until `stop()`; every write the server acknowledged (201) is recorded. */
/**
 * Slot `n` of a worker in a round: far in the future (past any demo appointment), one hour each, so two
 * writes never ask for the same professional's hour; outside hours is confirmed.
 */
const slotOf = (round, w, i) =>
  new Date(Date.UTC(2031, 0, 1) + ((round * 8 + w) * 10_000 + i) * 3_600_000).toISOString();

function load(cookie, round, acked, { clinicId, professionalId, serviceId }) {
  let running = true;
  const worker = async (w) => {
    for (let i = 0; running; i++) {
      try {
        const res = await api(cookie, 'POST', '/api/v1/users/patients', {
          first_name: 'Soak',
          surname: `R${round} W${w} N${i}`,
        });
        if (res.status !== 201) continue;
        const patient = (await res.json()).id;
        acked.push({ round, kind: 'patient', id: patient });
        // A booking for the patient (the slot taken, its row and history written in one transaction).
        const booked = await api(cookie, 'POST', '/api/v1/appointments', {
          patient_id: patient,
          professional_id: professionalId,
          service_id: serviceId,
          clinic_id: clinicId,
          starts_at: slotOf(round, w, i),
          confirm_outside_schedule: true,
        });
        if (booked.status === 201) {
          const b = await booked.json();
          acked.push({ round, kind: 'appointment', id: b.id, starts: b.starts_at });
        } else if (booked.status >= 500) console.log(`  booking → ${booked.status}`);
        if (i % 2) continue;
        // Every other patient is invoiced: a draft, then issued (numbered, signed, chained).
        const draft = await api(cookie, 'POST', '/api/v1/invoicing-documents', {
          type: 'FT',
          patient_id: patient,
          lines: [
            { description: 'Sessão de fisioterapia', unit_price_cents: 4000, tax_exemption_code: 'M07' },
          ],
        });
        if (draft.status !== 201) continue;
        const id = (await draft.json()).id;
        const issued = await api(cookie, 'POST', `/api/v1/invoicing-documents/${id}/issue`, {
          clinic_id: clinicId,
        });
        if (issued.status === 200)
          acked.push({ round, kind: 'invoice', id, no: (await issued.json()).invoice_no });
        else if (issued.status >= 500) console.log(`  issue → ${issued.status}`);
        if (issued.status !== 200 || i % 4) continue;
        // Every other invoice is paid at the desk: the payment, its allocation and its receipt (RG).
        const paid = await api(cookie, 'POST', '/api/v1/payments', {
          patient_id: patient,
          amount_cents: 4000,
          method: 'cash',
          clinic_id: clinicId,
          allocations: [{ document_id: id, amount_cents: 4000 }],
        });
        if (paid.status === 201) {
          const p = await paid.json();
          acked.push({ round, kind: 'payment', id: p.id, receipt: p.receipt?.receipt_no ?? null });
        } else if (paid.status >= 500) console.log(`  payment → ${paid.status}`);
      } catch {
        /* the server is gone: the write was not acknowledged */
      }
    }
  };
  const workers = [1, 2, 3, 4].map(worker);
  return () => {
    running = false;
    return Promise.all(workers);
  };
}

async function verify(cookie, acked) {
  let lost = 0;
  for (const a of acked) {
    const url = {
      invoice: `/api/v1/invoicing-documents/${a.id}`,
      patient: `/api/v1/users/patients/${a.id}`,
      appointment: `/api/v1/appointments/${a.id}`,
      payment: `/api/v1/payments/${a.id}`,
    }[a.kind];
    const res = await api(cookie, 'GET', url);
    const body = res.status === 200 ? await res.json() : null;
    const kept =
      body !== null &&
      (a.kind !== 'invoice' || body.invoice_no === a.no) &&
      (a.kind !== 'appointment' || body.starts_at === a.starts) &&
      (a.kind !== 'payment' || (body.status === 'N' && (body.receipt?.receipt_no ?? null) === a.receipt));
    if (!kept) {
      lost++;
      console.log(`  LOST ${a.kind} ${a.id} (round ${a.round}): ${res.status}`);
    }
  }
  const chain = await (await api(cookie, 'GET', '/api/v1/invoicing-documents/chain-verification')).json();
  const now = new Date();
  const saft = await api(
    cookie,
    'GET',
    `/api/v1/saft?year=${now.getUTCFullYear()}&month=${now.getUTCMonth() + 1}`,
  );
  const of = (kind) => acked.filter((a) => a.kind === kind).length;
  return {
    lost,
    invoices: of('invoice'),
    bookings: of('appointment'),
    payments: of('payment'),
    chainValid: chain.valid === true,
    saft: saft.status,
  };
}

async function soak(kind) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `clinica-soak-${kind}-`));
  fs.chmodSync(work, 0o755); // the postgres user reaches its cluster inside
  const pgDir = path.join(work, 'pg');
  const env =
    kind === 'postgres'
      ? {
          DATABASE_URL: `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`,
          DATA_DIR: path.join(work, 'data'),
        }
      : { DATA_DIR: path.join(work, 'data') };
  if (await answering()) throw new Error(`something already answers on ${base}: stop it, or set SOAK_PORT`);
  if (kind === 'postgres') pgStart(pgDir);
  const acked = [];
  const rounds = [];
  let app = startApp(env);
  try {
    await ready(app);
    for (let round = 1; round <= ROUNDS; round++) {
      const cookie = await login();
      const first = async (url) => (await (await api(cookie, 'GET', url)).json()).items[0]?.id;
      const stop = load(cookie, round, acked, {
        clinicId: await first('/api/v1/clinics?page_size=1&sort=name'),
        professionalId: await first('/api/v1/collaborators?type=professional&page_size=1&sort=name'),
        serviceId: await first('/api/v1/services?kind=session&page_size=1'),
      });
      await sleep(500 + Math.random() * SECONDS * 1000);
      const how = kind === 'postgres' && round % 2 === 0 ? 'pg_ctl -m immediate' : 'SIGKILL app';
      if (how === 'SIGKILL app') app.kill('SIGKILL');
      else pgStop(pgDir, 'immediate');
      await stop();
      app.kill('SIGKILL');
      await new Promise((r) => (app.exitCode !== null || app.signalCode ? r() : app.once('exit', r)));
      if (await answering()) throw new Error('the killed server still answers');
      if (kind === 'postgres' && how !== 'SIGKILL app') pgStart(pgDir);
      app = startApp(env);
      try {
        await ready(app);
      } catch (e) {
        rounds.push({ round, how, error: e.message.slice(0, 500) });
        console.log(
          `${kind} round ${round} (${how}): the app did not come back — ${e.message.slice(0, 500)}`,
        );
        return { kind, rounds, acked: acked.length, lost: null };
      }
      const v = await verify(await login(), acked);
      rounds.push({ round, how, acked: acked.length, ...v });
      console.log(
        `${kind} round ${round} (${how}): ${acked.length} acknowledged so far (${v.bookings} bookings, ${v.invoices} invoices issued, ${v.payments} payments), ${v.lost} lost, chain ${v.chainValid ? 'valid' : 'INVALID'}, SAF-T ${v.saft}`,
      );
    }
    return { kind, rounds, acked: acked.length, lost: rounds.reduce((s, r) => Math.max(s, r.lost ?? 0), 0) };
  } finally {
    app.kill('SIGKILL');
    if (kind === 'postgres') {
      try {
        pgStop(pgDir, 'fast');
      } catch {
        /* already stopped */
      }
    }
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const results = [];
for (const kind of WHICH === 'both' ? ['postgres', 'pglite'] : [WHICH]) results.push(await soak(kind));
console.log('\nsoak summary');
for (const r of results)
  console.log(
    `  ${r.kind}: ${r.rounds.length}/${ROUNDS} rounds, ${r.acked} acknowledged writes, lost ${r.lost ?? 'unknown (see above)'}`,
  );
process.exit(
  results.every((r) => r.lost === 0 && r.rounds.every((x) => x.chainValid && x.saft === 200)) ? 0 : 1,
);
