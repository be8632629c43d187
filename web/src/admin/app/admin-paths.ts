import { ADMIN_PATH } from '#common/admin-api';
import { isLocale, type Locale } from '#common/locales';
import { SETUP_PAGE } from '#common/people-api';

/** The dashboard's screens (docs/product.md, the couple's dashboard): one path each under /admin. */
export const ADMIN_PAGES = {
  /** The first screen: how the couple is doing at a glance (issue 21). */
  overview: ADMIN_PATH,
  guests: `${ADMIN_PATH}/guests`,
  signIn: `${ADMIN_PATH}/sign-in`,
  texts: `${ADMIN_PATH}/texts`,
  photos: `${ADMIN_PATH}/photos`,
  /** What guests added on the day, their review, the drop link and the wall (issue 39). */
  guestPhotos: `${ADMIN_PATH}/guest-photos`,
  settings: `${ADMIN_PATH}/settings`,
  /** Every e-mail the site has sent or saved (issue 27). */
  outbox: `${ADMIN_PATH}/outbox`,
  /** Who changed what on the dashboard (issue 38). */
  changes: `${ADMIN_PATH}/changes`,
  invitation: `${ADMIN_PATH}/invitation`,
  guest: (id: number) => `${ADMIN_PATH}/guests/${id}`,
  answers: `${ADMIN_PATH}/answers`,
  answersSettings: `${ADMIN_PATH}/answers/settings`,
  caterer: (eventId: number) => `${ADMIN_PATH}/answers/events/${eventId}/caterer`,
  householdAnswers: (guestId: number) => `${ADMIN_PATH}/answers/households/${guestId}`,
  /** The people who run the wedding and their roles (issue 38): the couple's only. */
  people: `${ADMIN_PATH}/people`,
  /** The signed-in person's own passkeys (issue 38): every role's. */
  passkeys: `${ADMIN_PATH}/passkeys`,
  /** Where a person's set-up link opens, before any sign-in: they choose their password. */
  setup: SETUP_PAGE,
} as const;

/** A text and a language the Texts screen opens at, the focus in its field: `/admin/texts?text=meta.title&lang=de`. */
export interface TextToOpen {
  key: string;
  locale: Locale;
}

export const textPage = ({ key, locale }: TextToOpen) => `${ADMIN_PAGES.texts}?${new URLSearchParams({ text: key, lang: locale })}`;

/** The text a Texts screen's address asks to open, if it names one in a language of the site. */
export function textToOpen(url: URL): TextToOpen | undefined {
  const key = url.searchParams.get('text');
  const locale = url.searchParams.get('lang');
  return key && isLocale(locale) ? { key, locale } : undefined;
}

/** The sign-in screen right after signing out: it says so. */
export const SIGNED_OUT_PAGE = `${ADMIN_PATH}/sign-in?signed-out`;

/** An answers' screen with an id in its path: an event's caterer sheet or a household's answers. */
export function answersPageOf(pathname: string): { caterer: number } | { household: number } | undefined {
  const caterer = /^\/admin\/answers\/events\/(\d{1,15})\/caterer$/.exec(pathname);
  if (caterer) return { caterer: Number(caterer[1]) };
  const household = /^\/admin\/answers\/households\/(\d{1,15})$/.exec(pathname);
  return household ? { household: Number(household[1]) } : undefined;
}

/** The guest id of a guest page's path, or undefined for any other path. */
export function guestIdOfPath(pathname: string): number | undefined {
  const match = /^\/admin\/guests\/(\d{1,15})$/.exec(pathname);
  return match ? Number(match[1]) : undefined;
}

export function isAdminPage(pathname: string): boolean {
  const pages: readonly string[] = [ADMIN_PAGES.overview, ADMIN_PAGES.guests, ADMIN_PAGES.signIn, ADMIN_PAGES.texts, ADMIN_PAGES.photos, ADMIN_PAGES.guestPhotos, ADMIN_PAGES.settings, ADMIN_PAGES.outbox, ADMIN_PAGES.changes, ADMIN_PAGES.invitation, ADMIN_PAGES.people, ADMIN_PAGES.passkeys];
  const answers: readonly string[] = [ADMIN_PAGES.answers, ADMIN_PAGES.answersSettings];
  return pages.includes(pathname) || answers.includes(pathname) || guestIdOfPath(pathname) !== undefined || answersPageOf(pathname) !== undefined;
}
