// A value worked out once per key and kept for the keys seen lately, for lookups every call makes with the same
// few keys (a session's token hash, an address's rate-limit keys). Bounded: at `limit` keys it starts over, so a
// flood of new keys costs memory no longer than one round.
export function rememberRecent<T>(limit: number, make: (key: string) => T): (key: string) => T {
  const values = new Map<string, T>();
  return (key) => {
    let value = values.get(key);
    if (value === undefined) {
      if (values.size >= limit) values.clear();
      values.set(key, (value = make(key)));
    }
    return value;
  };
}
