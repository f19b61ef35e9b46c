import { describe, expect, it } from 'vitest';
import { holidaysBetween, holidaysOfYear, holidaysOn, regionOf } from './holidays.service.js';

/** Portugal's public holidays for a clinic (decision 024), computed without the database. */
const mainland = {
  timeZone: 'Europe/Lisbon',
  municipalHolidayDay: null,
  municipalHolidayMonth: null,
  municipalHolidayName: null,
};

describe('public holidays', () => {
  it('mainland: the national public holidays in Portuguese and Carnival marked as optional', () => {
    expect(holidaysOfYear(mainland, 2026)).toEqual([
      { date: '2026-01-01', name: 'Ano Novo', optional: false },
      { date: '2026-02-17', name: 'Carnaval (facultativo)', optional: true },
      { date: '2026-04-03', name: 'Sexta-Feira Santa', optional: false },
      { date: '2026-04-05', name: 'Páscoa', optional: false },
      { date: '2026-04-25', name: 'Dia da Liberdade', optional: false },
      { date: '2026-05-01', name: 'Dia do trabalhador', optional: false },
      { date: '2026-06-04', name: 'Corpo de Deus', optional: false },
      { date: '2026-06-10', name: 'Dia de Portugal', optional: false },
      { date: '2026-08-15', name: 'Assunção de Maria', optional: false },
      { date: '2026-10-05', name: 'Implantação da República', optional: false },
      { date: '2026-11-01', name: 'Todos os santos', optional: false },
      { date: '2026-12-01', name: 'Restauração da Independência', optional: false },
      { date: '2026-12-08', name: 'Imaculada Conceição', optional: false },
      { date: '2026-12-25', name: 'Natal', optional: false },
    ]);
  });

  it('the Azores and Madeira add their own; the time zone says where the clinic is', () => {
    expect([regionOf('Europe/Lisbon'), regionOf('Atlantic/Azores'), regionOf('Atlantic/Madeira')]).toEqual([
      'mainland',
      'azores',
      'madeira',
    ]);
    const azores = holidaysOfYear({ ...mainland, timeZone: 'Atlantic/Azores' }, 2027).map((h) => h.date);
    // Easter 2027 is 28 March: Pentecost Monday is 17 May.
    expect(azores).toContain('2027-05-17');
    expect(azores).not.toContain('2027-07-01');
    const madeira = holidaysOfYear({ ...mainland, timeZone: 'Atlantic/Madeira' }, 2027).map((h) => h.date);
    expect(madeira).toEqual(expect.arrayContaining(['2027-07-01', '2027-12-26']));
    expect(madeira).not.toContain('2027-05-17');
    expect(holidaysOfYear(mainland, 2027).map((h) => h.date)).not.toContain('2027-07-01');
  });

  it('the clinic’s municipal holiday, named, every year; on a national holiday both names show', () => {
    const lisboa = {
      ...mainland,
      municipalHolidayDay: 13,
      municipalHolidayMonth: 6,
      municipalHolidayName: 'Santo António (Lisboa)',
    };
    expect(
      holidaysBetween(lisboa, '2026-06-01', '2027-06-30').filter((h) => h.date.endsWith('06-13')),
    ).toEqual([
      { date: '2026-06-13', name: 'Santo António (Lisboa)', optional: false },
      { date: '2027-06-13', name: 'Santo António (Lisboa)', optional: false },
    ]);
    const onNational = {
      ...mainland,
      municipalHolidayDay: 10,
      municipalHolidayMonth: 6,
      municipalHolidayName: null,
    };
    expect(holidaysOn(onNational, ['2026-06-10', '2026-06-11'])).toEqual(
      new Map([
        ['2026-06-10', { date: '2026-06-10', name: 'Dia de Portugal / Feriado municipal', optional: false }],
      ]),
    );
  });

  it('spans years: from December to January', () => {
    expect(holidaysBetween(mainland, '2026-12-20', '2027-01-05').map((h) => h.name)).toEqual([
      'Natal',
      'Ano Novo',
    ]);
  });
});
