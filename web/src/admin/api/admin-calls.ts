/**
 * Every call the dashboard makes to its API, one typed function each: the path from ADMIN_API or CONTENT_API, the
 * body typed as inferred from the zod schema the server parses it with, the answer as common/ declares it. A screen
 * calls these, never request() or upload() with a path and a type of its own, so a body the server's schema would
 * refuse, or an answer read as something the server does not send, no longer compiles.
 * Only the schemas' types come here (import type): the dashboard sends, the server checks.
 */
import { ADMIN_API, type AdminLogin } from '#common/admin-api';
import type { WithWaitingMail } from '#common/outbox-api';
import type { AdminSessionInfo } from '#common/people-api';
import type { SecondFactorNeeded } from '#common/second-factor-api';
import type { AdminGuest, CardJob, CardRequest, GuestImport, GuestListQuery, GuestPage, GuestPatch, HouseholdInput, ImportResult } from '#common/guest-list-api';
import type { PurgeCounts, PurgeRequest } from '#common/purge-api';
import {
  CONTENT_API,
  type AdminContent,
  type AdminPhoto,
  type AltUpdate,
  type FactsUpdate,
  type FaqEntry,
  type FaqInput,
  type FaqUpdate,
  type OrderUpdate,
  type SavedFacts,
  type SiteText,
  type TextUpdate,
} from '#common/site-content';
import { adminLocale } from '../i18n/admin-i18n';
import { request, upload, type ApiResult } from './admin-client';

/** The answer to a sign-in: a session, or a second factor still needed (docs/decisions/0064). */
type SignedIn = { signedIn: true } | SecondFactorNeeded;
type Video = AdminContent['video'];

/** An upload of one file, reporting the share sent (0 to 1) as it goes. */
export type UploadCall<T> = (file: File, onProgress: (sent: number) => void) => Promise<ApiResult<T>>;

// The couple's session.
export const signIn = (login: AdminLogin) => request<SignedIn>('POST', ADMIN_API.login, login);
export const signOut = () => request<void>('POST', ADMIN_API.logout);
/** Who is signed in and in what role (else 401). */
export const session = () => request<AdminSessionInfo>('GET', ADMIN_API.session);

// The guest list.
/** The parameters in the order given, those left undefined out. */
export function guestPage(query: GuestListQuery): Promise<ApiResult<GuestPage>> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  return request<GuestPage>('GET', `${ADMIN_API.guests}?${params}`);
}
export const guest = (id: number) => request<AdminGuest>('GET', ADMIN_API.guest(id));
export const addGuest = (input: HouseholdInput) => request<AdminGuest>('POST', ADMIN_API.guests, input);
/** Answers the guest as saved, with what became of messages still waiting for an address the change replaced. */
export const updateGuest = (id: number, patch: GuestPatch) => request<WithWaitingMail<AdminGuest>>('PATCH', ADMIN_API.guest(id), patch);
export const removeGuest = (id: number) => request<void>('DELETE', ADMIN_API.guest(id));
export const revokeGuest = (id: number) => request<AdminGuest>('POST', ADMIN_API.revoke(id));
export const newGuestLink = (id: number) => request<AdminGuest>('POST', ADMIN_API.newLink(id));
export const importGuests = (body: GuestImport) => request<ImportResult>('POST', ADMIN_API.guestImport, body);
/** The page of cards says how to print it in the language the couple reads the dashboard in. */
export const startCards = (body: CardRequest) => request<CardJob>('POST', ADMIN_API.cards, { ...body, locale: adminLocale() });
export const cardJob = (id: string) => request<CardJob>('GET', ADMIN_API.cardJob(id));

// The purge after the wedding.
export const purgeCounts = (before: PurgeRequest['before']) => request<PurgeCounts>('GET', `${ADMIN_API.purge}?before=${encodeURIComponent(before)}`);
export const purge = (body: PurgeRequest) => request<PurgeCounts>('POST', ADMIN_API.purge, body);

// The site's content: facts, texts, FAQ.
export const siteContent = () => request<AdminContent>('GET', CONTENT_API.content);
export const saveFacts = (update: FactsUpdate) => request<SavedFacts>('PUT', CONTENT_API.facts, update);
export const saveText = (key: string, update: TextUpdate) => request<SiteText>('PUT', CONTENT_API.text(key), update);
export const addFaq = (input: FaqInput) => request<FaqEntry>('POST', CONTENT_API.faq, input);
export const saveFaq = (id: number, update: FaqUpdate) => request<FaqEntry>('PUT', CONTENT_API.faqEntry(id), update);
export const orderFaq = (order: OrderUpdate) => request<FaqEntry[]>('PUT', CONTENT_API.faqOrder, order);
export const removeFaq = (id: number) => request<void>('DELETE', CONTENT_API.faqEntry(id));

// Photos and the video.
export const photo = (id: number) => request<AdminPhoto>('GET', CONTENT_API.photo(id));
export const orderPhotos = (order: OrderUpdate) => request<AdminPhoto[]>('PUT', CONTENT_API.photoOrder, order);
export const removePhoto = (id: number) => request<void>('DELETE', CONTENT_API.photo(id));
export const savePhotoAlt = (id: number, update: AltUpdate) => request<AdminPhoto>('PUT', CONTENT_API.photoAlt(id), update);
export const uploadPhoto: UploadCall<AdminPhoto> = (file, onProgress) => upload<AdminPhoto>(CONTENT_API.photos, file, onProgress);
export const replacePhotoFile = (id: number): UploadCall<AdminPhoto> => (file, onProgress) => upload<AdminPhoto>(CONTENT_API.photoFile(id), file, onProgress);
export const uploadVideo: UploadCall<Pick<Video, 'src' | 'type'>> = (file, onProgress) => upload(CONTENT_API.video, file, onProgress);
export const uploadPoster: UploadCall<Pick<Video, 'poster'>> = (file, onProgress) => upload(CONTENT_API.poster, file, onProgress);
