/**
 * The photos' limits as the couple types them: a file and a household in megabytes, the whole site in gigabytes
 * (decimal units, as phones and computers show a file's size), sent to the server in bytes.
 */
export const MB = 1_000_000;
export const GB = 1_000_000_000;

/** A typed figure ("25", "2,5", "2.5") in `unit`, as whole bytes; null for anything that is not a positive number. */
export function bytesOf(typed: string, unit: number): number | null {
  const figure = Number(typed.trim().replace(',', '.'));
  if (!Number.isFinite(figure) || figure <= 0 || typed.trim() === '') return null;
  return Math.round(figure * unit);
}

/** Bytes in `unit` for the form's field: at most two decimals, none when whole ("25", "2.5"). */
export function figureIn(bytes: number, unit: number): string {
  return String(Math.round((bytes / unit) * 100) / 100);
}

/** A size as the couple reads it ("820 MB", "1.4 GB"), in the dashboard's language. */
export function sizeText(bytes: number, locale: string): string {
  const [value, unit] = bytes >= GB ? [bytes / GB, 'gigabyte'] : [bytes / MB, 'megabyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
}
