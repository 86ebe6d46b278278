// The address step's province and city lists: every province of the Philippine Standard Geographic Code (PSGC, the
// Philippine Statistics Authority's), with every city and municipality, read from @aivangogh/ph-address (pinned;
// its version names the PSGC release, docs/DECISIONS.md "Issue 40: provinces"). The street and barangay are typed.
//
// The PSGC lists a highly urbanized or independent component city apart from any province; an address names the
// province it lies in ("Cebu City, Cebu"), so each is put under that province here. Metro Manila (NCR) has no
// province: its 16 cities and Pateros are listed under "Metro Manila", as addresses write it, not under the PSGC's
// four statistical districts. The BARMM's Special Geographic Area is listed as its own choice.
import { getAllProvinces, getMunicipalitiesByProvince } from '@aivangogh/ph-address';

/** The PSGC release the lists come from, as the package's version states it (YYYY.Q.patch). */
export const PSGC_SOURCE = { package: '@aivangogh/ph-address', version: '2025.4.4', release: '2025 Q4' };

export const METRO_MANILA = 'Metro Manila';
export const SPECIAL_GEOGRAPHIC_AREA = 'Special Geographic Area (BARMM)';

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

const byName = (a: string, b: string) => a.localeCompare(b, 'en');
const namesOf = (code: string) => getMunicipalitiesByProvince(code).map((m) => m.name);

function buildProvinces(): Record<string, readonly string[]> {
  const lists = new Map<string, string[]>(getAllProvinces().map((p) => [p.name, namesOf(p.psgcCode)]));
  for (const [code, province] of Object.entries(CITIES_IN_PROVINCE))
    lists.get(province)?.push(...namesOf(code));
  return Object.fromEntries([
    // Most borrowers live in Metro Manila: first, then the provinces in alphabetical order.
    [METRO_MANILA, namesOf(NCR_CODE).sort(byName)],
    ...[...lists.keys()].sort(byName).map((p) => [p, (lists.get(p) ?? []).sort(byName)] as const),
    [SPECIAL_GEOGRAPHIC_AREA, namesOf(SGA_CODE).sort(byName)],
  ]);
}

/** Province (or Metro Manila, or the Special Geographic Area) → its cities and municipalities, by PSGC name. */
export const PROVINCES: Readonly<Record<string, readonly string[]>> = buildProvinces();

/** Whether a city or municipality of that name lies in that province. */
export const isCityOf = (province: string, city: string): boolean =>
  Object.hasOwn(PROVINCES, province) && (PROVINCES[province] ?? []).includes(city);
