import smpp, { type Pdu, type Session } from 'smpp';
import type { FastifyBaseLogger } from 'fastify';
import { destination, parseReceipt, smsParts, type SmsGateway, type SmsReceipt } from './sms-gateway.js';

/**
 * SMPP 3.4 over `smpp` 0.5.1 (issue 46): one transceiver bind per instance, opened at the first send and
 * again after it drops; submit_sm per part with the data_coding and UDH set by smsParts; deliver_sm
 * receipts answered and handed to the listeners (the app updates the message by the operator's id).
 */
export function smppGateway(
  url: string,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  opts: { timeoutMs?: number } = {},
): SmsGateway {
  const u = new URL(url);
  const credentials = { system_id: decodeURIComponent(u.username), password: decodeURIComponent(u.password) };
  const target = `smpp://${u.hostname}:${u.port || 2775}`;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const listeners: Array<(r: SmsReceipt) => void> = [];
  let bound: Promise<Session> | null = null;

  function bind(): Promise<Session> {
    return new Promise((resolve, reject) => {
      const session = smpp.connect({ url: target, auto_enquire_link_period: 30_000 });
      const fail = (e: Error) => {
        bound = null;
        reject(e);
      };
      session.on('error', fail);
      session.on('close', () => {
        bound = null;
      });
      session.on('deliver_sm', (pdu: Pdu) => {
        session.send(pdu.response());
        const receipt = parseReceipt(pdu);
        if (receipt) for (const l of listeners) l(receipt);
      });
      session.on('connect', () => {
        session.bind_transceiver(credentials, (pdu) => {
          if (pdu.command_status === 0) resolve(session);
          else {
            session.close();
            fail(new Error(`SMPP bind refused (status ${pdu.command_status})`));
          }
        });
      });
    });
  }

  function submit(session: Session, fields: Record<string, unknown>): Promise<string> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('SMPP submit_sm: no answer')), timeoutMs);
      session.submit_sm(fields, (pdu) => {
        clearTimeout(timer);
        if (pdu.command_status === 0) resolve(String(pdu.message_id));
        else reject(new Error(`SMPP submit_sm refused (status ${pdu.command_status})`));
      });
    });
  }

  return {
    async send(sms) {
      bound ??= bind();
      const session = await bound;
      const providerIds: string[] = [];
      for (const part of smsParts(sms.text)) {
        providerIds.push(
          await submit(session, {
            // An alphanumeric sender: TON 5, NPI 0 (SMPP 3.4 §5.2.5).
            source_addr: sms.from,
            source_addr_ton: 5,
            source_addr_npi: 0,
            ...destination(sms.to),
            esm_class: part.esmClass,
            data_coding: part.dataCoding,
            registered_delivery: 1,
            short_message: part.shortMessage,
          }),
        );
      }
      return { providerIds };
    },
    onReceipt(listener) {
      listeners.push(listener);
    },
    async close() {
      const session = bound ? await bound.catch(() => null) : null;
      bound = null;
      if (!session) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => session.destroy(() => resolve()), 1_000);
        session.unbind({}, () => {
          clearTimeout(timer);
          session.close(() => resolve());
        });
      });
      log.info('SMPP unbound');
    },
  };
}
