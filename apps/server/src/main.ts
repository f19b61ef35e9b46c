import { loadConfig, publicBaseUrl } from './config.js';
import { openAppDatabase } from './db/roles.js';
import { DEMO_PASSWORD, demoUsers, seedDemo } from './db/seed/demo.js';
import { systemClock } from './lib/clock.js';
import { localDiskStorage } from './modules/files/storage.js';
import { buildApp, logRedaction } from './app.js';
import { argon2Passwords } from './modules/auth/passwords.js';
import { createMailer } from './jobs/mail-delivery.js';
import { createJobWorker } from './jobs/job-kinds.js';
import { pino } from 'pino';
import { drain } from './plugins/lifecycle.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
  const log = pino({ level: config.logLevel, redact: logRedaction });
  for (const warning of config.warnings) log.warn(warning);
  let database;
  try {
    database = await openAppDatabase(config);
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
  const storage = localDiskStorage(config.filesDir);
  if (config.seedDemo) await seedDemo(database, storage);

  // Every instance runs a worker over the shared jobs table (decision 042): e-mail, SMS, reminders, birthdays.
  const worker = createJobWorker({ config, database, clock: systemClock, log });
  const mailer = createMailer({ config, database, clock: systemClock, log, worker });
  const app = await buildApp(
    {
      config,
      database,
      clock: systemClock,
      storage,
      mailer,
      passwords: argon2Passwords,
    },
    { loggerInstance: log },
  );

  // Graceful shutdown (docs/operations.md): stop listening, answer what is in flight (≤ 10 s), then
  // let the worker finish the jobs in hand and close the pool. A second signal does not start over.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'draining');
    const inTime = await drain(app, 10_000);
    if (!inTime) app.log.warn('requests still in flight after 10 s were cut');
    await worker.stop();
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  worker.start();
  const url = publicBaseUrl(config);
  const lines = [
    '',
    `Clínica is running on ${url}  (database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  ];
  if (config.seedDemo) {
    lines.push(`Demo logins (password "${DEMO_PASSWORD}"):`);
    for (const u of demoUsers) lines.push(`  ${u.type.padEnd(13)} ${u.email}`);
  }
  console.log(lines.join('\n') + '\n');
}

void main();
