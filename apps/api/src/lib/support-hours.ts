/**
 * Support hours: when agents answer the chat live. Written as SUPPORT_HOURS, e.g.
 * "Mon-Fri 09:00-18:00, Sat 10:00-14:00", or "always"; read in the SUPPORT_TIME_ZONE
 * (an IANA zone such as America/New_York), daylight saving included.
 */
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** One opening window: a day of the week (0 = Sunday) and minutes after local midnight. */
export type OpeningWindow = { day: number; start: number; end: number };

export type SupportHoursPlan = { always: boolean; windows: OpeningWindow[]; timeZone: string; text: string };

export class SupportHoursError extends Error {}

const dayIndex = (name: string): number => {
  const index = DAYS.indexOf(name.toLowerCase().slice(0, 3) as (typeof DAYS)[number]);
  if (index < 0 || name.length < 3) throw new SupportHoursError(`unknown day "${name}"`);
  return index;
};

const minutes = (time: string): number => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (match) return Number(match[1]) * 60 + Number(match[2]);
  if (time === '24:00') return 24 * 60;
  throw new SupportHoursError(`bad time "${time}" (use HH:MM, 24-hour)`);
};

/** Throws SupportHoursError naming what is wrong. */
export function parseSupportHours(text: string, timeZone: string): SupportHoursPlan {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone }).format(0);
  } catch {
    throw new SupportHoursError(`unknown time zone "${timeZone}"`);
  }
  const trimmed = text.trim();
  if (trimmed.toLowerCase() === 'always') return { always: true, windows: [], timeZone, text: 'always' };
  const windows: OpeningWindow[] = [];
  for (const part of trimmed.split(/[,;]/).map((p) => p.trim())) {
    const match = /^([a-z]+)(?:\s*-\s*([a-z]+))?\s+(\d\d:\d\d)\s*-\s*(\d\d:\d\d)$/i.exec(part);
    if (!match) throw new SupportHoursError(`cannot read "${part}" (e.g. "Mon-Fri 09:00-18:00")`);
    const first = dayIndex(match[1]!);
    const last = match[2] ? dayIndex(match[2]) : first;
    const start = minutes(match[3]!);
    const end = minutes(match[4]!);
    if (end <= start) throw new SupportHoursError(`"${part}" must end after it starts`);
    for (let day = first; ; day = (day + 1) % 7) {
      windows.push({ day, start, end });
      if (day === last) break;
    }
  }
  return { always: false, windows, timeZone, text: trimmed };
}

type LocalTime = { year: number; month: number; date: number; day: number; minute: number };

function localTime(instant: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    date: Number(parts.day),
    day: DAY_NAMES.indexOf(parts.weekday as (typeof DAY_NAMES)[number]),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms (whole minutes). */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const local = localTime(instant, timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.date, 0, local.minute);
  return asUtc - Math.floor(instant.getTime() / 60_000) * 60_000;
}

/** The instant when the zone's clock shows that date and minute (the later one in a DST gap). */
function zonedInstant(year: number, month: number, date: number, minute: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, date, 0, minute);
  let instant = wall - zoneOffsetMs(new Date(wall), timeZone);
  instant = wall - zoneOffsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

export function isOpenAt(plan: SupportHoursPlan, now: Date): boolean {
  if (plan.always) return true;
  const local = localTime(now, plan.timeZone);
  return plan.windows.some((w) => w.day === local.day && local.minute >= w.start && local.minute < w.end);
}

/** The next opening after `now`; null when open now. */
export function nextOpening(plan: SupportHoursPlan, now: Date): Date | null {
  if (isOpenAt(plan, now)) return null;
  const today = localTime(now, plan.timeZone);
  let best: Date | null = null;
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const civil = new Date(Date.UTC(today.year, today.month - 1, today.date + ahead));
    const day = civil.getUTCDay();
    for (const w of plan.windows.filter((window) => window.day === day)) {
      const start = zonedInstant(
        civil.getUTCFullYear(),
        civil.getUTCMonth() + 1,
        civil.getUTCDate(),
        w.start,
        plan.timeZone,
      );
      if (start > now && (best === null || start < best)) best = start;
    }
    if (best) return best;
  }
  return best;
}

/** "Mon-Fri 09:00-18:00 (America/New_York)", or "Always open". */
export function describeSupportHours(plan: SupportHoursPlan): string {
  return plan.always ? 'Always open' : `${plan.text} (${plan.timeZone})`;
}
