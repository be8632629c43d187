/** The record of changes made on the dashboard (issue 38), typed by common/change-record-api.ts: a page of it, newest first. */
import { CHANGE_RECORD_API, type ChangePage } from '#common/change-record-api';
import { request } from './admin-client';

/** `person`: COUPLE_PERSON, a person's id, or undefined for everyone's changes. */
export function changePage(person: string | undefined, offset = 0) {
  const query = new URLSearchParams({ ...(person === undefined ? {} : { person }), ...(offset > 0 ? { offset: String(offset) } : {}) }).toString();
  return request<ChangePage>('GET', query ? `${CHANGE_RECORD_API.changes}?${query}` : CHANGE_RECORD_API.changes);
}
