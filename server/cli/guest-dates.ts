/** Dates of the guest list: stored as epoch milliseconds, shown to people locally, written to files as ISO. */

const pad = (n: number) => String(n).padStart(2, '0');

/** "YYYY-MM-DD HH:MM" in the local time zone of whoever runs the command, or "—" when there is none. */
export function localDateTime(epochMs: number | null): string {
  if (epochMs === null) return '—';
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function isoOrNull(epochMs: number | null): string | null {
  return epochMs === null ? null : new Date(epochMs).toISOString();
}
