/**
 * The tab bar's pictures, drawn in the text's colour (24 × 24, 1.75 px lines). Each sits beside its word, never
 * instead of it, so it is hidden from screen readers.
 */
const PATHS = {
  overview: 'M12 20.5s-7.5-4.4-7.5-10A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.9c0 5.6-7.5 10-7.5 10Z',
  guests: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.8c1.8.7 3 2.4 3 4.7',
  invitation: 'M3.5 6.5h17v11h-17zM3.5 7l8.5 6.5L20.5 7',
  texts: 'M4 19.5h4L19 8.5a2.1 2.1 0 0 0-3-3L5 16.5v3ZM14.5 7l3 3',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  photos: 'M4 5.5h16v13H4zM4 15.5l4.5-4.5 4 4 2.5-2.5 5 5M15.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM19.4 13.5l1.6 1.2-2 3.4-1.9-.7a7 7 0 0 1-1.9 1.1L15 20.5h-4l-.3-2a7 7 0 0 1-1.9-1.1l-1.9.7-2-3.4 1.6-1.2a7 7 0 0 1 0-2.9L4.9 9.4l2-3.4 1.9.7a7 7 0 0 1 1.9-1.1l.3-2.1h4l.3 2a7 7 0 0 1 1.9 1.2l1.9-.7 2 3.4-1.6 1.2a7 7 0 0 1 0 2.9Z',
  outbox: 'M20.5 3.5 3.5 10.5l7 3 3 7 7-17ZM10.5 13.5l10-10',
  changes: 'M12 20.5a8.5 8.5 0 1 0 0-17 8.5 8.5 0 0 0 0 17ZM12 7.5V12l3 2',
  site: 'M14 4.5h5.5V10M19.5 4.5 11 13M17 14v5.5H4.5V7H10',
  signOut: 'M14.5 8V5H5v14h9.5v-3M10 12h10M17 9l3 3-3 3',
  /** A key: who may open the dashboard. */
  people: 'M15 13a4.5 4.5 0 1 0-4.2-2.9L4 17v3h3v-2h2v-2h2l1.1-1.1A4.5 4.5 0 0 0 15 13ZM16.5 7.5h.01',
  /** A fingerprint's arcs: one's own passkeys. */
  passkeys: 'M6.5 17.5c1-1.8 1.5-3.6 1.5-5.5a4 4 0 0 1 8 0c0 2.6-.4 5-1.3 7.3M12 12c0 2.8-.6 5.4-1.8 7.8M4.6 14.5c.3-.8.4-1.6.4-2.5a7 7 0 0 1 14 0c0 1.4-.1 2.8-.4 4.1',
} as const;

export type TabIconName = keyof typeof PATHS;

export function TabIcon({ name }: { name: TabIconName }) {
  return (
    <svg className="tab-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth={name === 'more' ? 3 : 1.75} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
