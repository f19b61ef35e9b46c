import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import './zod-config.js'; // the pt-PT messages, set when the contracts load

export const PHONE_INVALID = 'Número de telefone inválido';

/** A phone number, Portuguese by default (+351), stored in E.164 (`+351912345678`). */
export const phone = z
  .string()
  .trim()
  .max(32, { error: PHONE_INVALID })
  .transform((value, ctx) => {
    const parsed = parsePhoneNumberFromString(value, 'PT');
    if (!parsed?.isValid()) {
      ctx.addIssue({ code: 'custom', message: PHONE_INVALID });
      return z.NEVER;
    }
    return parsed.number;
  });

/** A stored number as people read it (`+351 912 345 678`); a value that does not parse is shown as stored. */
export function formatPhone(value: string): string {
  return parsePhoneNumberFromString(value, 'PT')?.formatInternational() ?? value;
}
