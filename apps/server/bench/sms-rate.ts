// The SMS adapter's own rate, the floor beside each reminder delivery figure (bench/reminders.ts and the book's).
import type { Deps } from '../src/platform/deps';

/** `count` sends straight through the adapter, `inFlight` at a time: its own rate, sends per second. */
export async function adapterRate(deps: Deps, count: number, inFlight: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < count) {
        const i = next++;
        await deps.sms.send(
          `0920${String(i).padStart(7, '0')}`,
          `Bench message ${i}: ₱1,500.00 is due today.`,
        );
      }
    }),
  );
  return Math.round(count / ((performance.now() - started) / 1000));
}
