// How places.json is made from the PSGC (issue 40): the pinned @aivangogh/ph-address, read once at build time, not
// at every start (the package unpacks all 42,000 barangays to give a province's towns: 0.7 s and 30 MB). Run
// `npm run places -w apps/server` after bumping the package; places.test.ts fails while the file and the package differ.
//
// The PSGC lists a highly urbanized or independent component city apart from any province; an address names the
// province it lies in ("Cebu City, Cebu"), so each is put under that province here. Metro Manila (NCR) has no
// province: its 16 cities and Pateros are listed under "Metro Manila", as addresses write it, not under the PSGC's
// four statistical districts. The BARMM's Special Geographic Area is listed as its own choice.
import { getAllProvinces, getMunicipalitiesByProvince } from '@aivangogh/ph-address';
import packageJson from '@aivangogh/ph-address/package.json' with { type: 'json' };
import { METRO_MANILA, SPECIAL_GEOGRAPHIC_AREA } from './places';

/** The PSGC's own code for NCR's cities, and the Special Geographic Area's. */
const NCR_CODE = '1300000000';
const SGA_CODE = '1999900000';

/** Cities the PSGC lists apart from a province (highly urbanized, independent), by code, and the province they lie in. */
const CITIES_IN_PROVINCE: Readonly<Record<string, string>> = {
  '0330100000': 'Pampanga', // Angeles City
  '0331400000': 'Zambales', // Olongapo City
  '0431200000': 'Quezon', // Lucena City
  '0631000000': 'Iloilo', // Iloilo City
  '0730600000': 'Cebu', // Cebu City
  '0731100000': 'Cebu', // Lapu-Lapu City
  '0731300000': 'Cebu', // Mandaue City
  '0831600000': 'Leyte', // Tacloban City
  '0931700000': 'Zamboanga del Sur', // Zamboanga City
  '0990100000': 'Basilan', // Isabela City
  '1030500000': 'Misamis Oriental', // Cagayan de Oro City
  '1030900000': 'Lanao del Norte', // Iligan City
  '1130700000': 'Davao del Sur', // Davao City
  '1230800000': 'South Cotabato', // General Santos City
  '1430300000': 'Benguet', // Baguio City
  '1630400000': 'Agusan del Norte', // Butuan City
  '1731500000': 'Palawan', // Puerto Princesa City
  '1830200000': 'Negros Occidental', // Bacolod City
};

export type PsgcPlaces = {
  /** The package and version the lists were read from; the version names the PSGC release (YYYY.Q.patch). */
  source: { package: string; version: string };
  /** Metro Manila first, then the provinces in alphabetical order, then the Special Geographic Area. */
  provinces: Record<string, string[]>;
};

const byName = (a: string, b: string) => a.localeCompare(b, 'en');

function namesOf(code: string): string[] {
  const names = getMunicipalitiesByProvince(code).map((m) => m.name);
  // A code that lists nothing means the PSGC moved it: fail the build rather than drop a city.
  if (names.length === 0) throw new Error(`PSGC code ${code} lists no city or municipality`);
  return names;
}

/** Province (or Metro Manila, or the Special Geographic Area) → its cities and municipalities, by PSGC name. */
export function psgcPlaces(): PsgcPlaces {
  const lists = new Map<string, string[]>(getAllProvinces().map((p) => [p.name, namesOf(p.psgcCode)]));
  for (const [code, province] of Object.entries(CITIES_IN_PROVINCE)) {
    const list = lists.get(province);
    if (!list) throw new Error(`no PSGC province named ${province}`);
    list.push(...namesOf(code));
  }
  return {
    source: { package: packageJson.name, version: packageJson.version },
    provinces: Object.fromEntries([
      [METRO_MANILA, namesOf(NCR_CODE).sort(byName)],
      ...[...lists.keys()].sort(byName).map((p) => [p, (lists.get(p) ?? []).sort(byName)] as const),
      [SPECIAL_GEOGRAPHIC_AREA, namesOf(SGA_CODE).sort(byName)],
    ]),
  };
}
