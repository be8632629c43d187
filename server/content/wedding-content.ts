/**
 * Reads the starting content of a new site from CONTENT_DIR (content/: wedding.json, messages, photos, video) and
 * checks it, so that a typo stops the first start with a message that says which file and what is wrong. After
 * the first start the couple's content lives in DATA_DIR (content-store.ts); content/ is then only the demo, and
 * the source of the texts a release adds (content-seed.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type * as z from 'zod/mini';
import type { Messages } from '#common/api';
import { messagesSchema } from '#common/api-schemas';
import { LOCALES, type Locale } from '#common/locales';
import { weddingFactsSchema, type WeddingFacts } from '#common/wedding-facts';

const VIDEO_FILE = 'save-the-date.mp4';
export const POSTER_FILE = 'poster.jpg';

export interface StartingContent {
  facts: WeddingFacts;
  messages: Record<Locale, Messages>;
  videoFile: string;
  posterFile: string;
  photosDir: string;
}

export class ContentError extends Error {}

function readJson(file: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new ContentError(`${file} is missing`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ContentError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

function parseWith<T>(schema: z.ZodMiniType<T>, value: unknown, file: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `  - ${i.path.join('.') || '(file)'}: ${i.message}`).join('\n');
  throw new ContentError(`${file} has problems:\n${problems}`);
}

export function readWeddingFacts(contentDir: string): WeddingFacts {
  const weddingFile = path.join(contentDir, 'wedding.json');
  return parseWith(weddingFactsSchema, readJson(weddingFile), weddingFile);
}

/** The five message files of a content folder (content/messages/<locale>.json), checked. */
export function readMessages(contentDir: string): Record<Locale, Messages> {
  const messages = {} as Record<Locale, Messages>;
  for (const locale of LOCALES) {
    const file = path.join(contentDir, 'messages', `${locale}.json`);
    messages[locale] = parseWith(messagesSchema, readJson(file), file);
  }
  return messages;
}

/** A content folder's video (`content/video/save-the-date.mp4`). */
export const videoFileOf = (contentDir: string) => path.join(contentDir, 'video', VIDEO_FILE);

export function readStartingContent(contentDir: string): StartingContent {
  const facts = readWeddingFacts(contentDir);
  const messages = readMessages(contentDir);
  const videoDir = path.dirname(videoFileOf(contentDir));
  for (const file of [VIDEO_FILE, POSTER_FILE]) {
    if (!fs.existsSync(path.join(videoDir, file))) throw new ContentError(`${path.join(videoDir, file)} is missing`);
  }
  return {
    facts,
    messages,
    videoFile: videoFileOf(contentDir),
    posterFile: path.join(videoDir, POSTER_FILE),
    photosDir: path.join(contentDir, 'photos'),
  };
}
