/**
 * The photos' settings as the form holds them (issue 39): the moments as wall-clock times on the venue's clock
 * (YYYY-MM-DDTHH:MM, as the couple types them, whatever zone their phone is in), the limits in megabytes and
 * gigabytes; and the update the server takes, in instants and bytes, or the fields that cannot be sent and why.
 */
import type { PhotoSettings, PhotoSettingsUpdate } from '#common/admin-photos-api';
import type { FieldError, PhotoSettingsField } from '#common/api-problems';
import type { PhotoMode } from '#common/photos-api';
import { wallClockAt, zonedInstant } from '#common/zoned-time';
import { bytesOf, figureIn, GB, MB } from './photo-sizes';

export interface SettingsDraft {
  mode: PhotoMode;
  revealAt: string;
  opensAt: string;
  closesAt: string;
  fileMb: string;
  householdMb: string;
  siteGb: string;
  dropShowsGallery: boolean;
}

const local = (iso: string, timeZone: string) => wallClockAt(Date.parse(iso), timeZone);

export function draftOf(settings: PhotoSettings, timeZone: string): SettingsDraft {
  return {
    mode: settings.mode,
    revealAt: settings.revealAt ? local(settings.revealAt, timeZone) : '',
    opensAt: local(settings.opensAt, timeZone),
    closesAt: local(settings.closesAt, timeZone),
    fileMb: figureIn(settings.limits.fileBytes, MB),
    householdMb: figureIn(settings.limits.householdBytes, MB),
    siteGb: figureIn(settings.limits.siteBytes, GB),
    dropShowsGallery: settings.dropShowsGallery,
  };
}

type Checked = { update: PhotoSettingsUpdate } | { problems: FieldError[] };

/** A moment typed on the venue's clock as an ISO instant, or the problem with it (a time the clocks skip or repeat). */
function instantOf(field: PhotoSettingsField, typed: string, timeZone: string, problems: FieldError[]): string | null {
  if (!typed) {
    // As the server says it: the reveal's moment is missing; a window's end is needed whatever the mode.
    problems.push({ field, code: field === 'revealAt' ? 'missing' : 'empty' });
    return null;
  }
  const zoned = zonedInstant(typed, timeZone);
  if ('instant' in zoned) return new Date(zoned.instant).toISOString();
  const code = zoned.problem === 'nonexistent' ? 'nonexistent-time' : zoned.problem === 'ambiguous' ? 'ambiguous-time' : 'not-a-time';
  problems.push({ field, code, value: typed });
  return null;
}

export function updateOf(draft: SettingsDraft, timeZone: string): Checked {
  const problems: FieldError[] = [];
  const opensAt = instantOf('opensAt', draft.opensAt, timeZone, problems);
  const closesAt = instantOf('closesAt', draft.closesAt, timeZone, problems);
  if (opensAt && closesAt && closesAt <= opensAt) problems.push({ field: 'closesAt', code: 'before-opening' });
  const revealAt = draft.mode === 'reveal' ? instantOf('revealAt', draft.revealAt, timeZone, problems) : null;
  const fileBytes = bytesOf(draft.fileMb, MB);
  const householdBytes = bytesOf(draft.householdMb, MB);
  const siteBytes = bytesOf(draft.siteGb, GB);
  for (const [field, value] of [['limits.fileBytes', fileBytes], ['limits.householdBytes', householdBytes], ['limits.siteBytes', siteBytes]] as const) {
    if (value === null) problems.push({ field, code: 'invalid' });
  }
  if (problems.length > 0 || !opensAt || !closesAt || !fileBytes || !householdBytes || !siteBytes) return { problems };
  return { update: { mode: draft.mode, revealAt, opensAt, closesAt, limits: { fileBytes, householdBytes, siteBytes }, dropShowsGallery: draft.dropShowsGallery } };
}
