import Holidays from 'date-holidays';

/**
 * Portugal's public holidays for a clinic (decision 024): the national ones from `date-holidays`
 * (type `public` only, names in Portuguese), Carnival marked as optional, the Azores' or Madeira's own
 * when the clinic is there (its time zone says so), and the clinic's municipal holiday. Pure
 * computation, no database: the callers read the clinic and pass its settings.
 */

export type HolidayRegion = 'mainland' | 'azores' | 'madeira';

export interface HolidaySettings {
  timeZone: string;
  municipalHolidayDay: number | null;
  municipalHolidayMonth: number | null;
  municipalHolidayName: string | null;
}

export interface Holiday {
  /** Local calendar date, `YYYY-MM-DD`. */
  date: string;
  /** In Portuguese, e.g. «Natal», «Carnaval (facultativo)», «Santo António (Lisboa)». */
  name: string;
  /** Carnival: a holiday only where a collective agreement or the employer grants it. */
  optional: boolean;
}

/** The time zone of a clinic is also its region: the app offers exactly mainland, Madeira and the Azores. */
export const regionOf = (timeZone: string): HolidayRegion =>
  timeZone === 'Atlantic/Azores' ? 'azores' : timeZone === 'Atlantic/Madeira' ? 'madeira' : 'mainland';

/** `date-holidays` 3.37 has no Portuguese regions: their holidays are added here by its own rules. */
const regionalRules: Record<HolidayRegion, Array<[rule: string, name: string]>> = {
  mainland: [],
  // Decreto Regional 13/80/A: Segunda-feira do Espírito Santo (the Monday after Pentecost).
  azores: [['easter 50', 'Dia da Região Autónoma dos Açores']],
  // Decreto Legislativo Regional 18/2002/M and 21/2002/M.
  madeira: [
    ['07-01', 'Dia da Região Autónoma da Madeira'],
    ['12-26', 'Primeira Oitava'],
  ],
};

const CARNIVAL_RULE = 'easter -47';
const CARNIVAL_NAME = 'Carnaval (facultativo)';

/** One calculator per region (holiday rules, not tenant data). */
const calculators = new Map<HolidayRegion, Holidays>();
function calculator(region: HolidayRegion): Holidays {
  let hd = calculators.get(region);
  if (!hd) {
    hd = new Holidays('PT', { languages: ['pt'] });
    for (const [rule, name] of regionalRules[region])
      hd.setHoliday(rule, { name: { pt: name }, type: 'public' });
    calculators.set(region, hd);
  }
  return hd;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A region's national and regional holidays of a year. Working them out takes `date-holidays` about 2 ms
 * (≈ 8 % of a booking's CPU, measured 2026-11-26), and they follow from fixed rules alone — no tenant
 * data, nothing that can go stale — so each region's year is worked out once per process.
 */
const ofRegionYear = new Map<string, readonly Holiday[]>();
function regionHolidays(region: HolidayRegion, year: number): readonly Holiday[] {
  const key = `${region}:${year}`;
  let list = ofRegionYear.get(key);
  if (!list) {
    const found: Holiday[] = [];
    for (const h of calculator(region).getHolidays(year, 'pt')) {
      const date = h.date.slice(0, 10);
      if (h.rule === CARNIVAL_RULE) found.push({ date, name: CARNIVAL_NAME, optional: true });
      else if (h.type === 'public') found.push({ date, name: h.name, optional: false });
    }
    list = found;
    ofRegionYear.set(key, list);
  }
  return list;
}

/** Every holiday of `year` for a clinic with these settings, by date. */
export function holidaysOfYear(settings: HolidaySettings, year: number): Holiday[] {
  const list = regionHolidays(regionOf(settings.timeZone), year).map((h) => ({ ...h }));
  const { municipalHolidayDay: day, municipalHolidayMonth: month } = settings;
  if (day && month) {
    const date = `${year}-${pad(month)}-${pad(day)}`;
    const name = settings.municipalHolidayName ?? 'Feriado municipal';
    // A municipal holiday on a national one's day adds its name to it (one day, one block).
    const same = list.find((h) => h.date === date);
    if (same) same.name = `${same.name} / ${name}`;
    else list.push({ date, name, optional: false });
  }
  return list.sort((a, b) => a.date.localeCompare(b.date));
}

/** The holidays from `fromDate` to `toDate` (local dates, both included). */
export function holidaysBetween(settings: HolidaySettings, fromDate: string, toDate: string): Holiday[] {
  const list: Holiday[] = [];
  for (let year = Number(fromDate.slice(0, 4)); year <= Number(toDate.slice(0, 4)); year++)
    for (const h of holidaysOfYear(settings, year)) if (h.date >= fromDate && h.date <= toDate) list.push(h);
  return list;
}

/** The holiday (if any) of each of `dates`, computed once per year they span. */
export function holidaysOn(settings: HolidaySettings, dates: string[]): Map<string, Holiday> {
  if (!dates.length) return new Map();
  const sorted = [...dates].sort();
  const byDate = new Map(holidaysBetween(settings, sorted[0]!, sorted.at(-1)!).map((h) => [h.date, h]));
  return new Map(dates.flatMap((d) => (byDate.has(d) ? [[d, byDate.get(d)!] as const] : [])));
}
