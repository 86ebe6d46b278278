import { sql, type Kysely } from 'kysely';

// Issue 40, provinces: the address step now lists every province, city and municipality of the PSGC, by the PSGC's
// names ("Makati City", "Sto. Tomas City"). The 23-province list before it wrote 77 of its cities without "City";
// a saved address keeps its meaning, so each of those is renamed here to its PSGC name under the same province, and
// every saved address is one the form offers again. Frozen data, not read from the module: a migration must not
// change when the lists do.
const RENAMED: readonly (readonly [province: string, before: string, after: string])[] = [
  ['Metro Manila', 'Caloocan', 'Caloocan City'],
  ['Metro Manila', 'Las Piñas', 'Las Piñas City'],
  ['Metro Manila', 'Makati', 'Makati City'],
  ['Metro Manila', 'Malabon', 'Malabon City'],
  ['Metro Manila', 'Mandaluyong', 'Mandaluyong City'],
  ['Metro Manila', 'Manila', 'Manila City'],
  ['Metro Manila', 'Marikina', 'Marikina City'],
  ['Metro Manila', 'Muntinlupa', 'Muntinlupa City'],
  ['Metro Manila', 'Navotas', 'Navotas City'],
  ['Metro Manila', 'Parañaque', 'Parañaque City'],
  ['Metro Manila', 'Pasay', 'Pasay City'],
  ['Metro Manila', 'Pasig', 'Pasig City'],
  ['Metro Manila', 'San Juan', 'San Juan City'],
  ['Metro Manila', 'Taguig', 'Taguig City'],
  ['Metro Manila', 'Valenzuela', 'Valenzuela City'],
  ['Albay', 'Legazpi', 'Legazpi City'],
  ['Albay', 'Ligao', 'Ligao City'],
  ['Albay', 'Tabaco', 'Tabaco City'],
  ['Batangas', 'Lipa', 'Lipa City'],
  ['Batangas', 'Tanauan', 'Tanauan City'],
  ['Batangas', 'Santo Tomas', 'Sto. Tomas City'],
  ['Benguet', 'Baguio', 'Baguio City'],
  ['Bulacan', 'Malolos', 'Malolos City'],
  ['Bulacan', 'Meycauayan', 'Meycauayan City'],
  ['Bulacan', 'San Jose del Monte', 'San Jose Del Monte City'],
  ['Bulacan', 'Baliwag', 'Baliwag City'],
  ['Camarines Sur', 'Naga', 'Naga City'],
  ['Camarines Sur', 'Iriga', 'Iriga City'],
  ['Cavite', 'Bacoor', 'Bacoor City'],
  ['Cavite', 'Dasmariñas', 'Dasmariñas City'],
  ['Cavite', 'General Trias', 'General Trias City'],
  ['Cavite', 'Imus', 'Imus City'],
  ['Cavite', 'Tagaytay', 'Tagaytay City'],
  ['Cavite', 'Trece Martires', 'Trece Martires City'],
  ['Cavite', 'Carmona', 'Carmona City'],
  ['Cebu', 'Lapu-Lapu', 'Lapu-Lapu City'],
  ['Cebu', 'Mandaue', 'Mandaue City'],
  ['Cebu', 'Talisay', 'Talisay City'],
  ['Cebu', 'Danao', 'Danao City'],
  ['Cebu', 'Toledo', 'Toledo City'],
  ['Cebu', 'Carcar', 'Carcar City'],
  ['Davao del Sur', 'Digos', 'Digos City'],
  ['Iloilo', 'Passi', 'Passi City'],
  ['Laguna', 'Biñan', 'Biñan City'],
  ['Laguna', 'Cabuyao', 'Cabuyao City'],
  ['Laguna', 'Calamba', 'Calamba City'],
  ['Laguna', 'San Pablo', 'San Pablo City'],
  ['Laguna', 'San Pedro', 'San Pedro City'],
  ['Laguna', 'Santa Rosa', 'Santa Rosa City'],
  ['Leyte', 'Tacloban', 'Tacloban City'],
  ['Leyte', 'Ormoc', 'Ormoc City'],
  ['Leyte', 'Baybay', 'Baybay City'],
  ['Misamis Oriental', 'Cagayan de Oro', 'Cagayan De Oro City'],
  ['Misamis Oriental', 'El Salvador', 'El Salvador City'],
  ['Misamis Oriental', 'Gingoog', 'Gingoog City'],
  ['Negros Occidental', 'Bacolod', 'Bacolod City'],
  ['Negros Occidental', 'Bago', 'Bago City'],
  ['Negros Occidental', 'Silay', 'Silay City'],
  ['Negros Occidental', 'Kabankalan', 'Kabankalan City'],
  ['Nueva Ecija', 'Cabanatuan', 'Cabanatuan City'],
  ['Nueva Ecija', 'Gapan', 'Gapan City'],
  ['Nueva Ecija', 'Palayan', 'Palayan City'],
  ['Nueva Ecija', 'San Jose', 'San Jose City'],
  ['Palawan', 'Puerto Princesa', 'Puerto Princesa City'],
  ['Pampanga', 'Angeles', 'Angeles City'],
  ['Pampanga', 'San Fernando', 'San Fernando City'],
  ['Pampanga', 'Mabalacat', 'Mabalacat City'],
  ['Pangasinan', 'Dagupan', 'Dagupan City'],
  ['Pangasinan', 'San Carlos', 'San Carlos City'],
  ['Pangasinan', 'Urdaneta', 'Urdaneta City'],
  ['Pangasinan', 'Alaminos', 'Alaminos City'],
  ['Quezon', 'Lucena', 'Lucena City'],
  ['Quezon', 'Tayabas', 'Tayabas City'],
  ['Rizal', 'Antipolo', 'Antipolo City'],
  ['South Cotabato', 'General Santos', 'General Santos City'],
  ['South Cotabato', 'Koronadal', 'Koronadal City'],
  ['Zamboanga del Sur', 'Pagadian', 'Pagadian City'],
];

async function rename(db: Kysely<unknown>, from: 1 | 2): Promise<void> {
  const to = from === 1 ? 2 : 1;
  for (const pair of RENAMED) {
    await sql`
      update profile_steps
         set answers = jsonb_set(answers, '{city}', to_jsonb(${pair[to]}::text))
       where step = 'city' and answers ->> 'province' = ${pair[0]} and answers ->> 'city' = ${pair[from]}`.execute(
      db,
    );
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rename(db, 1);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rename(db, 2);
}
