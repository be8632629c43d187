/**
 * The couple's export of every original (ADMIN_PHOTOS_API.export): a ZIP streamed as it is written, one folder per
 * household (the drop link's uploads in one folder of their own, and those whose uploader the purge forgot in
 * another), each original under its id and the name the phone gave it, and uploads.csv saying who added what and
 * when (guests/guest-csv.ts: UTF-8 with BOM, no field a spreadsheet would run as a formula).
 */
import type { Readable } from 'node:stream';
import { csvDocument } from '../guests/guest-csv';
import { originalFile, type PhotoDirs } from './photo-files';
import type { PhotoRow, PhotoStore } from './photo-store';
import { atVenue } from './photo-view';
import { zipSafeName, zipStream, type ZipEntry } from './photo-zip';

/** The folders without a household's name. */
const EXPORT_FOLDERS = { drop: 'drop-link', unknown: 'guests' } as const;

const UPLOADS_CSV_HEADER = ['file', 'household or name', 'kind', 'bytes', 'taken', 'uploaded', 'status'] as const;

function folderOf(photo: PhotoRow): string {
  if (photo.householdName) return zipSafeName(photo.householdName, `household-${photo.householdId}`);
  return photo.uploader.startsWith('d') ? EXPORT_FOLDERS.drop : EXPORT_FOLDERS.unknown;
}

export function exportZip(photos: PhotoStore, dirs: PhotoDirs, timeZone: string): Readable {
  const rows: string[][] = [];
  function* entries(): Generator<ZipEntry> {
    for (const photo of photos.each()) {
      if (photo.status === 'processing') continue;
      const name = `${folderOf(photo)}/${photo.id}-${zipSafeName(photo.fileName, `photo.${photo.type}`)}`;
      rows.push([
        name,
        photo.householdName ?? photo.dropName ?? '',
        photo.kind,
        String(photo.bytes),
        photo.takenAt === null ? '' : atVenue(photo.takenAt, timeZone),
        atVenue(photo.uploadedAt, timeZone),
        photo.status,
      ]);
      yield { file: originalFile(dirs, photo.id, photo.type), name, mtime: new Date(photo.takenAt ?? photo.uploadedAt) };
    }
    // Written once every row is known: a line per photo, a few hundred kilobytes for thousands of photos.
    yield { text: csvDocument(UPLOADS_CSV_HEADER, rows), name: 'uploads.csv' };
  }
  return zipStream(entries());
}
