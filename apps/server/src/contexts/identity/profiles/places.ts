// The address step's province and city lists: every province of the Philippine Standard Geographic Code (PSGC, the
// Philippine Statistics Authority's), with every city and municipality, as data: places.json, written from the
// pinned @aivangogh/ph-address by psgc-places.ts (how NCR and the cities outside provinces are placed is there;
// docs/DECISIONS.md "Issue 40: provinces"). The street and barangay are typed.
import places from './places.json';

/** NCR has no province: its cities are listed under the name addresses give it. */
export const METRO_MANILA = 'Metro Manila';
/** The BARMM's municipalities outside any province. */
export const SPECIAL_GEOGRAPHIC_AREA = 'Special Geographic Area (BARMM)';

/** The package and version the lists come from; the version names the PSGC release (2025.4.x: 2025's 4th quarter). */
export const PSGC_SOURCE: { package: string; version: string } = places.source;

/** Province (or Metro Manila, or the Special Geographic Area) → its cities and municipalities, by PSGC name. */
export const PROVINCES: Readonly<Record<string, readonly string[]>> = places.provinces;

/** Whether a city or municipality of that name lies in that province. */
export const isCityOf = (province: string, city: string): boolean =>
  Object.hasOwn(PROVINCES, province) && (PROVINCES[province] ?? []).includes(city);
