import { ADMIN_PATH } from '#common/admin-api';

/** The dashboard's screens (docs/product.md, the couple's dashboard): one path each under /admin. */
export const ADMIN_PAGES = {
  guests: ADMIN_PATH,
  signIn: `${ADMIN_PATH}/sign-in`,
  texts: `${ADMIN_PATH}/texts`,
  photos: `${ADMIN_PATH}/photos`,
  settings: `${ADMIN_PATH}/settings`,
  invitation: `${ADMIN_PATH}/invitation`,
  guest: (id: number) => `${ADMIN_PATH}/guests/${id}`,
} as const;

/** The guest id of a guest page's path, or undefined for any other path. */
export function guestIdOfPath(pathname: string): number | undefined {
  const match = /^\/admin\/guests\/(\d{1,15})$/.exec(pathname);
  return match ? Number(match[1]) : undefined;
}

export function isAdminPage(pathname: string): boolean {
  const pages: readonly string[] = [ADMIN_PAGES.guests, ADMIN_PAGES.signIn, ADMIN_PAGES.texts, ADMIN_PAGES.photos, ADMIN_PAGES.settings, ADMIN_PAGES.invitation];
  return pages.includes(pathname) || guestIdOfPath(pathname) !== undefined;
}
