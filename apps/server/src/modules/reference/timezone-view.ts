/** The wall-clock time of an IANA zone at an instant, as POST test/timezone answers it (decision 062). */
export interface ZonedTimeView {
  /** ISO 8601 with the zone's offset at that instant: 2026-03-05T10:52:13-05:00. */
  localTime: string;
  /** '-05:00'. */
  utcOffset: string;
  offsetMinutes: number;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function zonedTimeView(ianaName: string, at: Date): ZonedTimeView {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: ianaName,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  const [year, month, day] = [part('year'), part('month'), part('day')];
  const [hour, minute, second] = [part('hour'), part('minute'), part('second')];
  // The zone's wall clock read as if it were UTC, minus the instant (to the second), is the zone's offset.
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const offsetMinutes = Math.round((wallClockAsUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  const magnitude = Math.abs(offsetMinutes);
  const utcOffset = `${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(magnitude / 60))}:${pad(magnitude % 60)}`;
  const localTime = `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${utcOffset}`;
  return { localTime, utcOffset, offsetMinutes };
}
