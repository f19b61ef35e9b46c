/**
 * The little of `smpp` 0.5.1 (no types of its own) the app and its tests use: a session's PDUs as
 * plain records, the shortcut methods named after the SMPP operations, and the test server.
 */
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer } from 'node:net';

  export interface Pdu {
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    response(fields?: Record<string, unknown>): Pdu;
  }

  type Callback = (pdu: Pdu) => void;

  export interface Session extends EventEmitter {
    bind_transceiver(fields: Record<string, unknown>, callback?: Callback): void;
    submit_sm(fields: Record<string, unknown>, callback?: Callback): void;
    deliver_sm(fields: Record<string, unknown>, callback?: Callback): void;
    unbind(fields?: Record<string, unknown>, callback?: Callback): void;
    send(pdu: Pdu, callback?: Callback): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
  }

  export interface Server extends NetServer {
    sessions: Session[];
  }

  export function connect(options: {
    url: string;
    auto_enquire_link_period?: number;
    debug?: boolean;
  }): Session;
  export function createServer(listener: (session: Session) => void): Server;

  export const ESME_ROK: number;
  export const ESME_RBINDFAIL: number;
  export const ESME_RTHROTTLED: number;
  export const ESME_RSUBMITFAIL: number;
}
