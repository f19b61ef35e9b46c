import { femaleFirstNames, maleFirstNames, surnames } from './people.js';

/**
 * Names for the patients a generated clinic adds around the ones searches find (src/db/seed/large.ts):
 * real Portuguese first names none of which contains a first name of people.ts once accents and case
 * are gone ("Luciana" would contain "ana", "Emanuel" "manuel"), and the surnames of people.ts that
 * contain none either ("Viana", "Conceição" and "Lourenço" are left out). Every search the benchmark
 * makes names a first name of people.ts, so it never finds one of these patients: it finds the same
 * patients in a clinic of 5,000 and in one of 50,000, while the index it reads holds ten times the rows.
 */

export const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const searched = [...maleFirstNames, ...femaleFirstNames].map(plain);
/** Whether `name` contains a first name of people.ts (what a search word is). */
export const containsSearchedName = (name: string) => searched.some((f) => plain(name).includes(f));

// prettier-ignore
export const otherMaleFirstNames = [
  'Abel', 'Adão', 'Agostinho', 'Albano', 'Alberto', 'Alfredo', 'Américo', 'Amílcar', 'Aníbal', 'Augusto',
  'Baltazar', 'Belmiro', 'Benjamim', 'Caetano', 'Cândido', 'Casimiro', 'Celestino', 'Cristiano', 'Custódio', 'Daniel',
  'David', 'Delfim', 'Edgar', 'Eduardo', 'Ernesto', 'Eugénio', 'Fausto', 'Feliciano', 'Frederico', 'Gervásio',
  'Gil', 'Gilberto', 'Horácio', 'Ilídio', 'Ivo', 'Jacinto', 'Jaime', 'Jerónimo', 'Lino', 'Lucas',
  'Marcelo', 'Mateus', 'Maximiano', 'Moisés', 'Norberto', 'Octávio', 'Olavo', 'Orlando', 'Raul', 'Reinaldo',
  'Rogério', 'Romeu', 'Samuel', 'Silvino', 'Tito', 'Valdemar', 'Valter', 'Xavier', 'Zacarias', 'Acácio',
  'Adriano', 'Aurélio', 'Bento', 'Crispim', 'Damião', 'Elias', 'Emílio', 'Evaristo', 'Firmino', 'Flávio',
] as const;

// prettier-ignore
export const otherFemaleFirstNames = [
  'Adelaide', 'Adília', 'Albertina', 'Alda', 'Amália', 'Angélica', 'Antónia', 'Belmira', 'Berta', 'Carla',
  'Celeste', 'Cecília', 'Dalila', 'Edite', 'Elisa', 'Elvira', 'Emília', 'Ermelinda', 'Esmeralda', 'Estela',
  'Eva', 'Flora', 'Gertrudes', 'Guida', 'Hortense', 'Ivone', 'Jacinta', 'Judite', 'Laura', 'Lurdes',
  'Mafalda', 'Noémia', 'Odete', 'Olga', 'Palmira', 'Paula', 'Rosa', 'Sílvia', 'Tânia', 'Telma',
  'Vanda', 'Zita', 'Zulmira', 'Aida', 'Carmo', 'Celina', 'Dora', 'Elsa', 'Eunice', 'Fernanda',
  'Gisela', 'Hermínia', 'Ilda', 'Lígia', 'Lorena', 'Marisa', 'Micaela', 'Nádia', 'Noélia', 'Regina',
] as const;

export const otherSurnames = surnames.filter((s) => !containsSearchedName(s));
