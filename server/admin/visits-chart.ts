/**
 * The password sign-ins per day as a small SVG bar chart, made on the server (no chart library in the dashboard,
 * no request to anyone else). Password sign-ins carry no name: a count per day is all there is.
 */
import { dateTimeFormat, formatDate } from '#common/date-text';
import type { Locale } from '#common/locales';
import { escapeHtml } from '../escape-html';

const DAY_MS = 86_400_000;
const WIDTH = 600;
const HEIGHT = 160;
const AXIS = 24;
/** Presentation attributes, not a <style>: the strict CSP of the answer allows no inline style. */
const TEXT = ' font-family="system-ui, sans-serif" font-size="12" fill="#5b534b"';

/** `days` bars ending today (UTC days, as the visit log counts them), labelled in `locale`. */
export function renderVisitsChart(counts: Array<{ day: string; count: number }>, locale: Locale, now: number, days = 60): string {
  const byDay = new Map(counts.map(({ day, count }) => [day, count]));
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const series = Array.from({ length: days }, (_, i) => {
    const day = new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    return { day, count: byDay.get(day) ?? 0 };
  });
  const max = Math.max(1, ...series.map((d) => d.count));
  const slot = WIDTH / days;
  const label = (day: string) =>
    formatDate(dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }), new Date(`${day}T00:00:00Z`));
  const total = series.reduce((sum, d) => sum + d.count, 0);
  const bars = series
    .map(({ day, count }, i) => {
      const height = Math.round(((HEIGHT - AXIS - 8) * count) / max);
      const x = (i * slot + 1).toFixed(1);
      return `<rect x="${x}" y="${HEIGHT - AXIS - height}" width="${(slot - 2).toFixed(1)}" height="${height}" fill="#3f4a3c"><title>${escapeHtml(label(day))}: ${count}</title></rect>`;
    })
    .join('');
  const ticks = [0, Math.floor(days / 2), days - 1]
    .map((i) => {
      const anchor = i === 0 ? 'start' : i === days - 1 ? 'end' : 'middle';
      const x = i === days - 1 ? WIDTH : i * slot + slot / 2;
      return `<text x="${x.toFixed(1)}" y="${HEIGHT - 6}" text-anchor="${anchor}"${TEXT}>${escapeHtml(label(series[i]!.day))}</text>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${total}">` +
    `<line x1="0" y1="${HEIGHT - AXIS}" x2="${WIDTH}" y2="${HEIGHT - AXIS}" stroke="#d8cfc2"/>` +
    `<text x="0" y="12"${TEXT}>${max}</text>${bars}${ticks}</svg>`
  );
}
