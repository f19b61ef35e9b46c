import { z } from 'zod';
import './zod-config.js'; // the pt-PT messages, set when the contracts load

/**
 * The monthly SAF-T (PT) export (issue 28): `GET /api/v1/saft?year=&month=` answers the file
 * (Windows-1252 XML) or 422 with the problems found — each naming its document and the rule it breaks.
 */
export const saftMessages = {
  yearInvalid: 'Ano inválido',
  monthInvalid: 'Mês inválido (1 a 12)',
  futureMonth: 'O mês ainda não começou',
  invalid: 'O ficheiro SAF-T (PT) não foi gerado: há documentos que não cumprem as regras',
  noFiscalData: 'Preencha os dados fiscais da clínica (nome, NIF, morada, código postal e localidade)',
  header: 'Cabeçalho',
} as const;

export const saftQuery = z.object({
  year: z.coerce
    .number({ error: saftMessages.yearInvalid })
    .int({ error: saftMessages.yearInvalid })
    .min(2000, { error: saftMessages.yearInvalid })
    .max(9999, { error: saftMessages.yearInvalid }),
  month: z.coerce
    .number({ error: saftMessages.monthInvalid })
    .int({ error: saftMessages.monthInvalid })
    .min(1, { error: saftMessages.monthInvalid })
    .max(12, { error: saftMessages.monthInvalid }),
});
export type SaftQuery = z.input<typeof saftQuery>;

/** A document (`FT 2026A/3`, `RG 2026A/1`, a customer, the header) and the rule it breaks, in pt-PT. */
export const saftProblem = z.object({ document: z.string(), rule: z.string() });
export type SaftProblem = z.infer<typeof saftProblem>;

/** The 422 answer's `error.details`. */
export const saftProblemsDetails = z.object({ problems: z.array(saftProblem) });

/** The file itself (200): Windows-1252 XML bytes, not JSON. */
export const saftFile = z.any().describe('SAF-T (PT) 1.04_01 XML, Windows-1252');

/** `SAFT-PT_<NIF>_<YYYY-MM>.xml`. */
export const saftFilename = (nif: string, year: number, month: number) =>
  `SAFT-PT_${nif}_${year}-${String(month).padStart(2, '0')}.xml`;
