// The SMS code button's countdown (spec 2 §4.6, §4.7: 60 s, shown in seconds), shared by the promotion page and
// card repayment. Counted from a deadline rather than tick by tick: a phone that sleeps or throttles timers still
// shows the true seconds left.
import { useEffect, useState } from 'react';
import { SMS_COUNTDOWN_SECONDS } from '@pautang/contract/constants';

export function useCountdown(seconds: number = SMS_COUNTDOWN_SECONDS) {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(0);
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  useEffect(() => {
    if (deadline === 0) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);
  /** `from`: the seconds left of a countdown begun earlier (a code sent before the page was opened again). */
  const start = (from: number = seconds) => {
    const t = Date.now();
    setNow(t);
    setDeadline(t + from * 1000);
  };
  return { left, start, reset: () => setDeadline(0) };
}
