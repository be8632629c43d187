import type { Locale } from '#common/locales';

/**
 * The language entry icons (docs/product.md, languages): small flags drawn inline, so no image is fetched and none
 * can fail.
 */
const STRIPES: Record<Exclude<Locale, 'en'>, { vertical: boolean; colors: [string, string, string] }> = {
  de: { vertical: false, colors: ['#000000', '#dd0000', '#ffce00'] },
  ro: { vertical: true, colors: ['#002b7f', '#fcd116', '#ce1126'] },
  ru: { vertical: false, colors: ['#ffffff', '#0039a6', '#d52b1e'] },
  fr: { vertical: true, colors: ['#002395', '#ffffff', '#ed2939'] },
};

export function FlagIcon({ code }: { code: Locale }) {
  if (code === 'en') {
    return (
      <svg className="flag" viewBox="0 0 60 30" aria-hidden="true" focusable="false">
        <rect width="60" height="30" fill="#012169" />
        <path d="M0 0l60 30M60 0L0 30" stroke="#fff" strokeWidth="6" />
        <path d="M0 0l60 30M60 0L0 30" stroke="#c8102e" strokeWidth="2" />
        <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
        <path d="M30 0v30M0 15h60" stroke="#c8102e" strokeWidth="6" />
      </svg>
    );
  }
  const { vertical, colors } = STRIPES[code];
  return (
    <svg className="flag" viewBox="0 0 3 2" aria-hidden="true" focusable="false" preserveAspectRatio="none">
      {colors.map((color, i) =>
        vertical ? (
          <rect key={color} x={i} y={0} width={1} height={2} fill={color} />
        ) : (
          <rect key={color} x={0} y={(i * 2) / 3} width={3} height={2 / 3} fill={color} />
        ),
      )}
    </svg>
  );
}
