/**
 * The day's photos' pages as one chunk (issue 39), so the guests' first load names one file for the three of them
 * (each name in it is a hash that does not compress). The tus client comes after them, as a script of its own
 * (tus-client.ts).
 */
export { DropPage } from './drop-page';
export { GalleryPage } from './gallery-page';
export { UploadPage } from './upload-page';
