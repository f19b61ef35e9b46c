/** `YYYY-MM-DD` → dd/mm/yyyy (a calendar day: no time zone to convert). */
export const dayText = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
