import smpp, { type Pdu, type Session } from 'smpp';
import type { AddressInfo } from 'node:net';

/**
 * A real SMPP 3.4 peer on 127.0.0.1 (`smpp`'s own server): binds ESMEs with the given credentials,
 * answers every submit_sm with an id, keeps what it received, and sends delivery receipts on demand.
 */
export async function startSmpp(credentials = { system_id: 'clinica', password: 'segredo' }) {
  const submits: Pdu[] = [];
  const sessions: Session[] = [];
  let next = 1;
  const server = smpp.createServer((session) => {
    session.on('error', () => undefined);
    session.on('bind_transceiver', (pdu: Pdu) => {
      const ok = pdu.system_id === credentials.system_id && pdu.password === credentials.password;
      session.send(pdu.response(ok ? {} : { command_status: smpp.ESME_RBINDFAIL }));
      if (ok) sessions.push(session);
    });
    session.on('submit_sm', (pdu: Pdu) => {
      submits.push(pdu);
      session.send(pdu.response({ message_id: `msg-${next++}` }));
    });
    session.on('enquire_link', (pdu: Pdu) => session.send(pdu.response()));
    session.on('unbind', (pdu: Pdu) => {
      session.send(pdu.response());
      session.close();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `smpp://${credentials.system_id}:${credentials.password}@127.0.0.1:${port}`,
    submits,
    /** A delivery receipt (SMPP 3.4 Appendix B) for an id this server gave, over the ESME's bind. */
    receipt(id: string, stat: 'DELIVRD' | 'UNDELIV' | 'EXPIRED' | 'ENROUTE') {
      const session = sessions[sessions.length - 1]!;
      return new Promise<void>((resolve) =>
        session.deliver_sm(
          {
            source_addr: '351912345678',
            destination_addr: 'Clinica',
            esm_class: 0x04,
            short_message: `id:${id} sub:001 dlvrd:${stat === 'DELIVRD' ? '001' : '000'} submit date:2611281000 done date:2611281001 stat:${stat} err:000 text:`,
          },
          () => resolve(),
        ),
      );
    },
    async close() {
      for (const s of sessions) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
