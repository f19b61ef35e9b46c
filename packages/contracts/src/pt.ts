import { z } from 'zod';
import './zod-config.js'; // the pt-PT messages, set when the contracts load

/** Portuguese identifiers: NIF (with its check digit) and postal code (NNNN-NNN). */
export const NIF_INVALID = 'NIF inválido';
export const POSTAL_CODE_INVALID = 'Código postal inválido. Formato: NNNN-NNN';

export function isValidNif(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  // Valid leading digits: 1, 2, 3 (people), 5 (companies), 6 (public bodies), 8, 9, and 45, 7x prefixes.
  if (!/^(1|2|3|5|6|8|9|45|7[0-9])/.test(value)) return false;
  return nifCheckDigit(value.slice(0, 8)) === Number(value[8]);
}

/** The ninth digit of a NIF whose first eight digits are `base` (mod-11 weights 9…2). */
export function nifCheckDigit(base: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(base[i]) * (9 - i);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export const nif = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s+/g, '').replace(/^PT/i, ''))
  .refine(isValidNif, { error: NIF_INVALID });

export const postalCode = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{3}$/, { error: POSTAL_CODE_INVALID });

/** AT's VAT exemption reasons (SAF-T TaxExemptionCode); M07 covers health services (art. 9.º CIVA). */
export const taxExemptions = [
  { code: 'M01', text: 'Artigo 16.º, n.º 6 do CIVA' },
  { code: 'M02', text: 'Artigo 6.º do Decreto-Lei n.º 198/90, de 19 de junho' },
  { code: 'M04', text: 'Isento artigo 13.º do CIVA' },
  { code: 'M05', text: 'Isento artigo 14.º do CIVA' },
  { code: 'M06', text: 'Isento artigo 15.º do CIVA' },
  { code: 'M07', text: 'Isento artigo 9.º do CIVA' },
  { code: 'M09', text: 'IVA - não confere direito a dedução' },
  { code: 'M10', text: 'IVA – regime de isenção' },
  { code: 'M11', text: 'Regime particular do tabaco' },
  { code: 'M12', text: 'Regime da margem de lucro – Agências de viagens' },
  { code: 'M13', text: 'Regime da margem de lucro – Bens em segunda mão' },
  { code: 'M14', text: 'Regime da margem de lucro – Objetos de arte' },
  { code: 'M15', text: 'Regime da margem de lucro – Objetos de coleção e antiguidades' },
  { code: 'M16', text: 'Isento artigo 14.º do RITI' },
  { code: 'M19', text: 'Outras isenções' },
  { code: 'M20', text: 'IVA - regime forfetário' },
  { code: 'M21', text: 'IVA – não confere direito à dedução (ou expressão similar)' },
  { code: 'M25', text: 'Mercadorias à consignação' },
  { code: 'M26', text: 'Isenção de IVA com direito à dedução no cabaz alimentar' },
  { code: 'M30', text: 'IVA - autoliquidação' },
  { code: 'M99', text: 'Não sujeito ou não tributado' },
] as const;
export const taxExemptionCode = z.enum(taxExemptions.map((t) => t.code) as [string, ...string[]]);

export const timeZones = ['Europe/Lisbon', 'Atlantic/Madeira', 'Atlantic/Azores'] as const;
