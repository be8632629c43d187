/**
 * Loads the couple's content from CONTENT_DIR once at start and checks it, so a typo in wedding.json or a
 * missing message file stops the server with a message that says which file and what is wrong.
 */
import fs from 'node:fs';
import path from 'node:path';
import type * as z from 'zod/mini';
import { PRIVATE_MESSAGE_GROUPS, type Messages } from '#common/api';
import { messagesSchema } from '#common/api-schemas';
import { LOCALES, type Locale } from '#common/locales';
import { weddingFactsSchema, type WeddingFacts } from '#common/wedding-facts';

export const VIDEO_FILE = 'save-the-date.mp4';
export const POSTER_FILE = 'poster.jpg';

export interface WeddingContent {
  facts: WeddingFacts;
  publicMessages: Record<Locale, Messages>;
  privateMessages: Record<Locale, Messages>;
  videoDir: string;
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

/** Splits one locale's messages into what anyone may read and what only signed-in guests may read. */
function splitMessages(messages: Messages): { publicPart: Messages; privatePart: Messages } {
  const publicPart: Messages = {};
  const privatePart: Messages = {};
  for (const [group, value] of Object.entries(messages)) {
    const isPrivate = (PRIVATE_MESSAGE_GROUPS as readonly string[]).includes(group);
    (isPrivate ? privatePart : publicPart)[group] = value;
  }
  return { publicPart, privatePart };
}

export function loadWeddingContent(contentDir: string): WeddingContent {
  const weddingFile = path.join(contentDir, 'wedding.json');
  const facts = parseWith(weddingFactsSchema, readJson(weddingFile), weddingFile);
  const publicMessages = {} as Record<Locale, Messages>;
  const privateMessages = {} as Record<Locale, Messages>;
  for (const locale of LOCALES) {
    const file = path.join(contentDir, 'messages', `${locale}.json`);
    const { publicPart, privatePart } = splitMessages(parseWith(messagesSchema, readJson(file), file));
    publicMessages[locale] = publicPart;
    privateMessages[locale] = privatePart;
  }
  const videoDir = path.join(contentDir, 'video');
  for (const file of [VIDEO_FILE, POSTER_FILE]) {
    if (!fs.existsSync(path.join(videoDir, file))) throw new ContentError(`${path.join(videoDir, file)} is missing`);
  }
  return { facts, publicMessages, privateMessages, videoDir, photosDir: path.join(contentDir, 'photos') };
}
