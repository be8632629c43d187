/**
 * Whether an MP4 (or a QuickTime MOV, the same box structure) is a video every browser plays, and what to change
 * so that it keeps no metadata. A phone writes where it was filmed, its make and model and the time into
 * moov/udta (Android's `©xyz`, 3GPP's `loci`), moov/meta (an iPhone's `com.apple.quicktime.location.ISO6709`),
 * each track's udta, and the creation and modification times of mvhd, tkhd and mdhd.
 *
 * Nothing is moved: metadata boxes become `free` boxes of the same size with zeroed contents, and the times are
 * zeroed where they are, so every size and every chunk offset (stco, co64) stays valid and the frames are the
 * same bytes. This is what a remux would do without rewriting 200 MB.
 */
import { boxesIn, childrenOf, contentStart, type Box } from './mp4-boxes';
import { check, type Patch, type VideoReader } from './video-file';

/** The ftyp brands of MP4 and QuickTime files that phones, cameras and editors write. */
const KNOWN_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'iso7', 'iso8', 'iso9', 'mp41', 'mp42', 'avc1', 'qt  ', 'M4V ', 'M4VH', 'M4VP', 'mmp4', '3gp4', '3gp5', '3gp6', '3g2a', 'MSNV', 'XAVC', 'dash']);
/**
 * H.264, which every browser plays. HEVC (hvc1, hev1) is refused although it parses: most browsers cannot play
 * it, and the couple's dashboard asks for "MP4 (H.264) or WebM" when it is.
 */
const H264 = new Set(['avc1', 'avc3']);
/** Boxes that hold metadata and nothing a player needs (uuid: XMP, which can hold a location too). */
const METADATA = new Set(['udta', 'meta', 'uuid']);
/** Padding, whose contents a player skips, and which may hold what an editor left behind. */
const PADDING = new Set(['free', 'skip', 'wide']);

/** The changes that leave the MP4 without metadata; throws NotAVideo for anything but an H.264 MP4. */
export async function inspectMp4(reader: VideoReader): Promise<Patch[]> {
  const patches: Patch[] = [];
  let first = true;
  let movies = 0;
  let mediaData = 0;
  for await (const box of boxesIn(reader, 0, reader.size, true)) {
    if (first) {
      check(box.type === 'ftyp', 'no ftyp first');
      await checkBrands(reader, box);
      first = false;
    } else if (box.type === 'moov') {
      movies += 1;
      await inspectMovie(reader, box, patches);
    } else if (box.type === 'mdat') {
      mediaData += 1;
    } else {
      neutralise(box, patches);
    }
  }
  check(movies === 1 && mediaData >= 1, 'not one moov and an mdat');
  return patches;
}

async function checkBrands(reader: VideoReader, ftyp: Box): Promise<void> {
  const length = ftyp.end - contentStart(ftyp);
  // The major brand, its version, then compatible brands of 4 letters each.
  check(length >= 8 && length <= 1024 && length % 4 === 0, 'an ftyp of odd size');
  const content = await reader.read(contentStart(ftyp), length);
  const brands = [content.toString('latin1', 0, 4)];
  for (let at = 8; at < length; at += 4) brands.push(content.toString('latin1', at, at + 4));
  check(brands.some((brand) => KNOWN_BRANDS.has(brand)), 'no known brand');
}

async function inspectMovie(reader: VideoReader, moov: Box, patches: Patch[]): Promise<void> {
  let header = false;
  let videoTracks = 0;
  for await (const box of childrenOf(reader, moov)) {
    if (box.type === 'mvhd') {
      header = true;
      patches.push(...(await zeroedTimes(reader, box)));
    } else if (box.type === 'trak') {
      if ((await inspectTrack(reader, box, patches)) === 'video') videoTracks += 1;
    } else {
      neutralise(box, patches);
    }
  }
  check(header && videoTracks >= 1, 'no movie header or no video track');
}

/** A track's handler ('vide' for video): a video track must be H.264. */
async function inspectTrack(reader: VideoReader, trak: Box, patches: Patch[]): Promise<'video' | 'other'> {
  let media: { handler: string; sampleEntries: string[] } | undefined;
  let header = false;
  for await (const box of childrenOf(reader, trak)) {
    if (box.type === 'tkhd') {
      header = true;
      patches.push(...(await zeroedTimes(reader, box)));
    } else if (box.type === 'mdia') {
      check(!media, 'two mdia in a track');
      media = await inspectMedia(reader, box, patches);
    } else {
      neutralise(box, patches);
    }
  }
  check(header && media, 'a track without tkhd or mdia');
  if (media.handler !== 'vide') return 'other';
  check(media.sampleEntries.length > 0 && media.sampleEntries.every((entry) => H264.has(entry)), 'a video track that is not H.264');
  return 'video';
}

async function inspectMedia(reader: VideoReader, mdia: Box, patches: Patch[]) {
  let handler: string | undefined;
  let sampleEntries: string[] | undefined;
  let header = false;
  for await (const box of childrenOf(reader, mdia)) {
    if (box.type === 'mdhd') {
      header = true;
      patches.push(...(await zeroedTimes(reader, box)));
    } else if (box.type === 'hdlr') {
      // Version and flags, pre_defined, then the handler type.
      check(box.end - contentStart(box) >= 12, 'a short hdlr');
      handler = (await reader.read(contentStart(box) + 8, 4)).toString('latin1');
    } else if (box.type === 'minf') {
      const sampleTable = await childOf(reader, box, 'stbl');
      const descriptions = sampleTable && (await childOf(reader, sampleTable, 'stsd'));
      check(descriptions, 'a track without sample descriptions');
      sampleEntries = await sampleEntryTypes(reader, descriptions);
    } else {
      neutralise(box, patches);
    }
  }
  check(header && handler && sampleEntries, 'a track without mdhd, hdlr or minf');
  return { handler, sampleEntries };
}

async function childOf(reader: VideoReader, parent: Box, type: string): Promise<Box | undefined> {
  let found: Box | undefined;
  // Every child is read, so that a damaged one refuses the file.
  for await (const box of childrenOf(reader, parent)) if (box.type === type) found ??= box;
  return found;
}

/** The four-letter types of a stsd's sample entries (avc1 for H.264), which must be as many as it says. */
async function sampleEntryTypes(reader: VideoReader, stsd: Box): Promise<string[]> {
  check(stsd.end - contentStart(stsd) >= 8, 'a short stsd');
  const count = (await reader.read(contentStart(stsd) + 4, 4)).readUInt32BE(0);
  const types: string[] = [];
  for await (const entry of boxesIn(reader, contentStart(stsd) + 8, stsd.end)) types.push(entry.type);
  check(types.length === count, 'a stsd whose entries are not as many as it says');
  return types;
}

/** Zeroes the creation and modification times of an mvhd, tkhd or mdhd (32-bit in version 0, 64-bit in version 1). */
async function zeroedTimes(reader: VideoReader, box: Box): Promise<Patch[]> {
  const length = box.end - contentStart(box);
  check(length >= 4, 'a header box without its version');
  const version = (await reader.read(contentStart(box), 1))[0];
  check(version === 0 || version === 1, 'a header box of an unknown version');
  const times = version === 0 ? 8 : 16;
  check(length >= 4 + times, 'a header box too short for its times');
  return [{ at: contentStart(box) + 4, zeros: times }];
}

/** A metadata box becomes a `free` box of the same size with nothing in it; padding is emptied. */
function neutralise(box: Box, patches: Patch[]): void {
  if (METADATA.has(box.type)) patches.push({ at: box.start + 4, bytes: Buffer.from('free', 'latin1') });
  if (METADATA.has(box.type) || PADDING.has(box.type)) patches.push({ at: contentStart(box), zeros: box.end - contentStart(box) });
}
