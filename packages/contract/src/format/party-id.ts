// A random 8-4-4-4-12 lowercase hex party identifier (spec 1 §9). The random source is injectable so
// tests are deterministic; the default uses Web Crypto, present in browsers and Node 20.

const GROUPS = [8, 4, 4, 4, 12];
const BYTES = 16;

export function createPartyId(
  randomBytes: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
): string {
  const bytes = randomBytes(BYTES);
  if (bytes.length < BYTES) throw new RangeError(`Need ${BYTES} random bytes, got ${bytes.length}`);
  let hex = Array.from(bytes.subarray(0, BYTES), (b) => b.toString(16).padStart(2, '0')).join('');
  return GROUPS.map((size) => {
    const part = hex.slice(0, size);
    hex = hex.slice(size);
    return part;
  }).join('-');
}
