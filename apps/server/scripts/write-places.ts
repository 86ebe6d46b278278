// Writes src/contexts/identity/profiles/places.json from the pinned PSGC package (see psgc-places.ts), formatted as the
// repository's prettier would.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { psgcPlaces } from '../src/contexts/identity/index';

const out = fileURLToPath(new URL('../src/contexts/identity/profiles/places.json', import.meta.url));
const options = await resolveConfig(out);
writeFileSync(out, await format(JSON.stringify(psgcPlaces()), { ...options, filepath: out }));
