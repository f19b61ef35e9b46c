import { femaleFirstNames, maleFirstNames, surnames } from '../src/db/seed/people.js';

const firstNames = [...maleFirstNames, ...femaleFirstNames];
const COMBINATIONS = firstNames.length * surnames.length; // 100 × 70 = 7,000
/** A step co-prime with COMBINATIONS, so n → n × STEP mod COMBINATIONS visits every pair once, scattered. */
const STEP = 2_357;

const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * The n-th new search (scenarios new-search-small and new-search-large): a first name and a surname of
 * people.ts, as a receptionist types them ("joão silva"); in the generated clinics only their core
 * patients (the same in both sizes) have such names. Every pair once in 7,000 requests, then again
 * written another way (without accents, capitalised, …) — a different search as far as any cache
 * knows, the same work for the database — so a run never asks the same search twice.
 */
export function searchPath(n: number): string {
  const k = ((n % COMBINATIONS) * STEP) % COMBINATIONS;
  const first = firstNames[k % firstNames.length]!;
  const surname = surnames[Math.floor(k / firstNames.length)]!;
  const words = `${first} ${surname}`;
  const variant = Math.floor(n / COMBINATIONS) % 4;
  const q =
    variant === 0
      ? words.toLowerCase()
      : variant === 1
        ? plain(words).toLowerCase()
        : variant === 2
          ? words
          : plain(words).toUpperCase();
  return `/api/v1/users/patients?q=${encodeURIComponent(q)}`;
}
