import type { Locale } from '#common/locales';

/** Where the invitation screen's links lead (the app's paths, given as props): the guest list, and one text in one language. */
export interface InvitationPaths {
  guests: string;
  text: (text: { key: string; locale: Locale }) => string;
}
