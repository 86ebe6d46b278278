// The book's randomness: one small PRNG per borrower, seeded from the book's seed and the borrower's index, so any
// borrower's rows can be made again alone (the checks do) and the same seed gives the same book, row for row.
import { createHash } from 'node:crypto';

/** A 32-bit number from the seed text: the root every borrower's generator is derived from. */
export function seedNumber(seed: string): number {
  return createHash('sha256').update(seed).digest().readUInt32LE(0);
}

export type Random = {
  /** [0, 1) */
  next: () => number;
  /** An integer in [from, to] */
  int: (from: number, to: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** An index into `weights`, chosen in proportion to them. */
  weighted: (weights: readonly number[]) => number;
  chance: (p: number) => boolean;
};

/** mulberry32 over a seed mixed with the stream number: fast, and good enough for synthetic data. */
export function randomFor(root: number, stream: number): Random {
  let a = (root ^ Math.imul(stream + 1, 0x9e3779b1)) >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // A few draws first: neighbouring streams start far apart.
  next();
  next();
  return {
    next,
    int: (from, to) => from + Math.floor(next() * (to - from + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    weighted: (weights) => {
      const total = weights.reduce((s, w) => s + w, 0);
      let x = next() * total;
      for (let i = 0; i < weights.length; i++) {
        x -= weights[i] ?? 0;
        if (x < 0) return i;
      }
      return weights.length - 1;
    },
    chance: (p) => next() < p,
  };
}

export const FIRST_NAMES = [
  'Maria',
  'Jose',
  'Juan',
  'Ana',
  'Mark',
  'Angel',
  'Kristine',
  'John Paul',
  'Mary Grace',
  'Jerome',
  'Rowena',
  'Ramon',
  'Liza',
  'Paolo',
  'Carmen',
  'Roberto',
  'Elena',
  'Jericho',
  'Lovely',
  'Michelle',
  'Christian',
  'Jasmine',
  'Rodel',
  'Marites',
  'Arnel',
  'Joy',
  'Rhea',
  'Noel',
  'Gemma',
  'Dennis',
  'Cherry',
  'Edwin',
  'Analyn',
  'Ricky',
  'Maricel',
  'Romeo',
  'Jennylyn',
  'Ronaldo',
  'Shiela',
  'Bong',
  'Aileen',
  'Danilo',
  'Rosalie',
  'Ferdinand',
  'Jovelyn',
] as const;

export const LAST_NAMES = [
  'Santos',
  'Reyes',
  'Cruz',
  'Bautista',
  'Ocampo',
  'Garcia',
  'Mendoza',
  'Torres',
  'Tomas',
  'Andrada',
  'Castillo',
  'Flores',
  'Villanueva',
  'Ramos',
  'Castro',
  'Rivera',
  'Aquino',
  'Navarro',
  'Salazar',
  'Mercado',
  'Dizon',
  'Gonzales',
  'Lopez',
  'Del Rosario',
  'De Leon',
  'Pascual',
  'Aguilar',
  'Domingo',
  'Soriano',
  'Manalo',
  'Lim',
  'Tan',
  'Dela Cruz',
  'Fernandez',
  'Santiago',
  'Valdez',
  'Perez',
  'Gutierrez',
  'Marquez',
  'Sarmiento',
  'Javier',
  'Francisco',
  'Robles',
] as const;

export const PLACES = [
  { province: 'Metro Manila', city: 'Quezon City', barangay: 'Batasan Hills' },
  { province: 'Metro Manila', city: 'Manila City', barangay: 'Tondo' },
  { province: 'Metro Manila', city: 'Caloocan City', barangay: 'Bagong Silang' },
  { province: 'Metro Manila', city: 'Pasig City', barangay: 'Rosario' },
  { province: 'Cavite', city: 'Bacoor City', barangay: 'Molino III' },
  { province: 'Laguna', city: 'Santa Rosa City', barangay: 'Balibago' },
  { province: 'Bulacan', city: 'Malolos City', barangay: 'Longos' },
  { province: 'Cebu', city: 'Cebu City', barangay: 'Lahug' },
  { province: 'Davao del Sur', city: 'Davao City', barangay: 'Buhangin' },
  { province: 'Pampanga', city: 'Angeles City', barangay: 'Balibago' },
  { province: 'Iloilo', city: 'Iloilo City', barangay: 'Jaro' },
  { province: 'Negros Occidental', city: 'Bacolod City', barangay: 'Mandalagan' },
] as const;

export const EMPLOYERS = [
  'SM Supermalls',
  'Jollibee Foods',
  'Concentrix',
  'Teleperformance',
  'Puregold',
  'Robinsons Retail',
  'Grab',
  'Own sari-sari store',
  'Foodpanda rider',
  'Meralco contractor',
  'DepEd',
  'Accenture',
  'Ayala Land',
  '7-Eleven',
] as const;

// Dates, as the book makes millions of them: the engine's addDays parses and formats through Date on every call,
// which was half the generator's time; the book's days are a few thousand, so each is parsed and formatted once.
const DAY_MS = 86_400_000;
const dayNumbers = new Map<string, number>();
const dayTexts = new Map<number, string>();

function dayNumber(date: string): number {
  let n = dayNumbers.get(date);
  if (n === undefined) dayNumbers.set(date, (n = Date.parse(`${date}T00:00:00Z`) / DAY_MS));
  return n;
}
function dayText(n: number): string {
  let text = dayTexts.get(n);
  if (text === undefined) dayTexts.set(n, (text = new Date(n * DAY_MS).toISOString().slice(0, 10)));
  return text;
}

/** The date `days` after `date` (YYYY-MM-DD), as the engine's addDays gives it. */
export const shiftDay = (date: string, days: number): string => dayText(dayNumber(date) + days);

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The instant `seconds` after midnight UTC of `date` (any number of seconds), as toISOString writes it. */
export function instantOn(date: string, seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const s = seconds - days * 86_400;
  const day = days === 0 ? date : shiftDay(date, days);
  return `${day}T${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}.000Z`;
}
