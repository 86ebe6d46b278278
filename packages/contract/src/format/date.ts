// Wire datetimes are UTC ISO strings; borrowers read Manila time. Manila is UTC+8 with no daylight saving,
// so a fixed shift plus UTC getters gives the wall clock without Intl and without the host's time zone.

export const MANILA_OFFSET_MINUTES = 480;

export interface FormatDateOptions {
  dateOnly?: boolean;
}

const BUSINESS_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATETIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|([+-])(\d{2}):?(\d{2}))?$/i;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Epoch ms for the given UTC wall clock, or NaN when a field is out of range (e.g. 2024-02-30). */
function utcMs(fields: number[]): number {
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0, ms = 0] = fields;
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d); // not Date.UTC: it maps years 0-99 to 1900-1999
  date.setUTCHours(h, mi, s, ms);
  const valid =
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi &&
    date.getUTCSeconds() === s;
  return valid ? date.getTime() : NaN;
}

/** Parsed by hand because Date.parse reads zone-less strings as local time and varies across browsers. */
function parseIso(text: string): number {
  const m = ISO_DATETIME.exec(text);
  if (!m) return NaN;
  const [, y, mo, d, h, mi, s = '0', frac = '', zone, sign, oh = '0', om = '0'] = m;
  const local = utcMs([y, mo, d, h, mi, s, frac.slice(0, 3).padEnd(3, '0')].map(Number));
  if (Number(oh) > 23 || Number(om) > 59) return NaN;
  // No zone designator: the wire only sends UTC, so read it as UTC rather than as the host's local time.
  const offsetMinutes = zone && sign ? (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om)) : 0;
  return local - offsetMinutes * 60_000;
}

/**
 * Manila 'YYYY-MM-DD HH:mm:ss' (or 'YYYY-MM-DD' with dateOnly) from an ISO string, epoch ms or Date.
 * A bare 'YYYY-MM-DD' is a business date with no instant behind it, so it is never shifted.
 * Invalid, null, undefined or empty input gives ''.
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  options: FormatDateOptions = {},
): string {
  const { dateOnly = false } = options;
  let ms: number;
  if (typeof value === 'string') {
    const text = value.trim();
    if (BUSINESS_DATE.test(text)) {
      if (Number.isNaN(utcMs(text.split('-').map(Number)))) return '';
      return dateOnly ? text : `${text} 00:00:00`;
    }
    ms = parseIso(text);
  } else if (typeof value === 'number') {
    ms = value;
  } else if (value instanceof Date) {
    ms = value.getTime();
  } else {
    return '';
  }

  const manila = new Date(ms + MANILA_OFFSET_MINUTES * 60_000);
  const year = manila.getUTCFullYear();
  if (Number.isNaN(year) || year < 0 || year > 9999) return '';
  const day = `${pad(year, 4)}-${pad(manila.getUTCMonth() + 1)}-${pad(manila.getUTCDate())}`;
  if (dateOnly) return day;
  return `${day} ${pad(manila.getUTCHours())}:${pad(manila.getUTCMinutes())}:${pad(manila.getUTCSeconds())}`;
}
