import { randomInt } from 'node:crypto';
import { countSmsSegments, gsm7Septets, splitSms } from '@clinica/contracts/sms-segments';

/**
 * The SMS operator's aggregator, as the app sees it (decision 042). `SMS_URL` chooses it like
 * `SMTP_URL`: `smpp://system_id:password@host:port` is SMPP 3.4 (smpp-gateway.ts); without it there is
 * none, and messages stay in the outbox and go to the log.
 */
export interface SmsGateway {
  /** Submits one message (in as many parts as it needs); resolves with the operator's id of each part. */
  send(sms: OutgoingSms): Promise<{ providerIds: string[] }>;
  /** Delivery receipts, from whichever message this instance's bind hears about. */
  onReceipt(listener: (receipt: SmsReceipt) => void): void;
  close(): Promise<void>;
}

export interface OutgoingSms {
  /** E.164, e.g. +351912345678. */
  to: string;
  /** The clinic's sender name (2–11 letters, digits or hyphens). */
  from: string;
  text: string;
}

export interface SmsReceipt {
  providerId: string;
  delivered: boolean;
  /** The operator's state when not delivered (UNDELIV, EXPIRED, REJECTD…). */
  error: string | null;
}

/** One submit_sm: its data_coding, esm_class and short_message (UDH first when concatenated). */
export interface SmsPart {
  dataCoding: 0x00 | 0x08;
  esmClass: number;
  shortMessage: Buffer;
}

const UDHI = 0x40;

/**
 * The submit_sm parts of a text, encoded here rather than by the library (whose detection prefers
 * Latin-1): GSM 03.38 unpacked septets with data_coding 0 (the SMSC's default alphabet, GSM-7), or
 * UTF-16BE with data_coding 8 (UCS-2) when a character needs it; a long text split into parts that each
 * start with the 8-bit-reference concatenation header (IE 0x00: 05 00 03 ref total seq, 3GPP TS 23.040
 * §9.2.3.24.1).
 */
export function smsParts(text: string, reference = randomInt(0, 256)): SmsPart[] {
  const { encoding } = countSmsSegments(text);
  const dataCoding = encoding === 'gsm7' ? 0x00 : 0x08;
  const encode = (t: string) =>
    encoding === 'gsm7' ? Buffer.from(gsm7Septets(t)) : Buffer.from(t, 'utf16le').swap16();
  const parts = splitSms(text);
  if (parts.length <= 1) return [{ dataCoding, esmClass: 0, shortMessage: encode(text) }];
  return parts.map((part, i) => ({
    dataCoding,
    esmClass: UDHI,
    shortMessage: Buffer.concat([
      Buffer.from([0x05, 0x00, 0x03, reference, parts.length, i + 1]),
      encode(part),
    ]),
  }));
}

/**
 * A delivery receipt's outcome (SMPP 3.4 Appendix B): the `receipted_message_id` and `message_state`
 * TLVs when the operator sends them, else the text «id:… stat:DELIVRD …».
 */
export function parseReceipt(pdu: Record<string, unknown>): SmsReceipt | null {
  const raw = pdu.short_message as { message?: unknown } | string | Buffer | undefined;
  const text =
    typeof raw === 'string'
      ? raw
      : Buffer.isBuffer(raw)
        ? raw.toString('latin1')
        : typeof raw?.message === 'string'
          ? raw.message
          : Buffer.isBuffer(raw?.message)
            ? raw.message.toString('latin1')
            : '';
  const id =
    typeof pdu.receipted_message_id === 'string' ? pdu.receipted_message_id : /\bid:(\S+)/i.exec(text)?.[1];
  if (!id) return null;
  // message_state 2 = DELIVERED (SMPP 3.4 §5.2.28).
  const stat =
    typeof pdu.message_state === 'number'
      ? pdu.message_state === 2
        ? 'DELIVRD'
        : `STATE${pdu.message_state}`
      : (/\bstat:(\S+)/i.exec(text)?.[1] ?? '').toUpperCase();
  if (stat === 'ENROUTE' || stat === 'ACCEPTD' || stat === '') return null;
  return {
    providerId: id.replace(/\0+$/, ''),
    delivered: stat === 'DELIVRD',
    error: stat === 'DELIVRD' ? null : stat,
  };
}

/** E.164 without its «+» and the TON/NPI of an international number. */
export function destination(to: string) {
  return { destination_addr: to.replace(/^\+/, ''), dest_addr_ton: 1, dest_addr_npi: 1 };
}
