/**
 * Whether a WebM file is a video every browser plays (VP8, VP9 or AV1), and what to change so that it keeps no
 * metadata: the Tags (where a location, a make and a model go) and Attachments become Void elements, and so do the
 * Segment's date (DateUTC), title and the tracks' names; the names of the programs that wrote it are zeroed (they
 * must be there, and may be empty). Nothing moves, so every size and every position the file gives stays valid.
 */
import { childrenOf, emptied, readElement, readString, readUnsigned, voided, type Element } from './webm-elements';
import { check, type Patch, type VideoReader } from './video-file';

const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  seek: 0x4dbb,
  seekId: 0x53ab,
  info: 0x1549a966,
  dateUtc: 0x4461,
  title: 0x7ba9,
  muxingApp: 0x4d80,
  writingApp: 0x5741,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackType: 0x83,
  codecId: 0x86,
  trackName: 0x536e,
  cluster: 0x1f43b675,
  tags: 0x1254c367,
  attachments: 0x1941a469,
  void: 0xec,
  crc32: 0xbf,
} as const;

/** What a Cluster holds: the first element that is none of these ends a Cluster of unknown size. */
const CLUSTER_CHILDREN = new Set([0xe7, 0x5854, 0xa7, 0xab, 0xa3, 0xa0, 0xaf, ID.void, ID.crc32]);
const VIDEO_TRACK = 1;
const PLAYABLE_CODECS = new Set(['V_VP8', 'V_VP9', 'V_AV1']);
/** Segment-level elements that only hold metadata. */
const METADATA_ELEMENTS: ReadonlySet<number> = new Set([ID.tags, ID.attachments]);

/** The changes that leave the WebM without metadata; throws NotAVideo for anything but a playable WebM video. */
export async function inspectWebm(reader: VideoReader): Promise<Patch[]> {
  const patches: Patch[] = [];
  let segments = 0;
  for (let at = 0; at < reader.size; ) {
    const element = await readElement(reader, at, reader.size);
    if (at === 0) {
      check(element.id === ID.ebml && !element.unknownSize, 'no EBML header first');
      await checkDocType(reader, element);
    } else if (element.id === ID.segment) {
      segments += 1;
      // A Segment of unknown size runs to the end of the file.
      await inspectSegment(reader, element, patches);
    } else {
      check(element.id === ID.void && !element.unknownSize, 'something after the Segment');
    }
    at = element.end;
  }
  check(segments === 1, 'not one Segment');
  return patches;
}

async function checkDocType(reader: VideoReader, header: Element): Promise<void> {
  let docType: string | undefined;
  for await (const element of childrenOf(reader, header)) if (element.id === ID.docType) docType = await readString(reader, element, 16);
  check(docType === 'webm', 'not a WebM');
}

async function inspectSegment(reader: VideoReader, segment: Element, patches: Patch[]): Promise<void> {
  let videoTracks = 0;
  let clusters = 0;
  for (let at = segment.dataStart; at < segment.end; ) {
    const element = await readElement(reader, at, segment.end);
    if (element.unknownSize) {
      check(element.id === ID.cluster, 'an element of unknown size that is no Cluster');
      element.end = await clusterEnd(reader, element.dataStart, segment.end);
    }
    if (element.id === ID.cluster) clusters += 1;
    else if (element.id === ID.tracks) videoTracks += await playableVideoTracks(reader, element, patches);
    else if (element.id === ID.info) patches.push(...(await withoutChecksum(reader, element, infoPatches)));
    else if (element.id === ID.seekHead) patches.push(...(await withoutChecksum(reader, element, seekPatches)));
    else if (METADATA_ELEMENTS.has(element.id)) patches.push(...voided(element));
    at = element.end;
  }
  check(videoTracks >= 1 && clusters >= 1, 'no video track or no Cluster');
}

/** Where a Cluster of unknown size ends: at the first element that cannot be its child. */
async function clusterEnd(reader: VideoReader, start: number, end: number): Promise<number> {
  for (let at = start; at < end; ) {
    const child = await readElement(reader, at, end);
    if (!CLUSTER_CHILDREN.has(child.id)) return at;
    check(!child.unknownSize, 'a Cluster child of unknown size');
    at = child.end;
  }
  return end;
}

type ChildPatches = (reader: VideoReader, child: Element) => Promise<Patch[]>;

/**
 * The patches `each` asks for among a master element's children; if there are any, its CRC-32 (which a muxer may
 * write and which would no longer match) becomes Void too.
 */
async function withoutChecksum(reader: VideoReader, master: Element, each: ChildPatches): Promise<Patch[]> {
  const patches: Patch[] = [];
  let checksum: Element | undefined;
  for await (const child of childrenOf(reader, master)) {
    if (child.id === ID.crc32) checksum = child;
    else patches.push(...(await each(reader, child)));
  }
  if (patches.length > 0 && checksum) patches.push(...voided(checksum));
  return patches;
}

const infoPatches: ChildPatches = async (_reader, child) => {
  if (child.id === ID.dateUtc || child.id === ID.title) return voided(child);
  if (child.id === ID.muxingApp || child.id === ID.writingApp) return emptied(child);
  return [];
};

/** A SeekHead's entries that point at Tags or Attachments go with them. */
const seekPatches: ChildPatches = async (reader, child) => {
  if (child.id !== ID.seek) return [];
  for await (const field of childrenOf(reader, child)) {
    if (field.id === ID.seekId && METADATA_ELEMENTS.has(await readUnsigned(reader, field))) return voided(child);
  }
  return [];
};

/** How many video tracks the Tracks hold; each must be VP8, VP9 or AV1. Their names go. */
async function playableVideoTracks(reader: VideoReader, tracks: Element, patches: Patch[]): Promise<number> {
  let video = 0;
  const trackPatches: ChildPatches = async (_reader, entry) => {
    if (entry.id !== ID.trackEntry) return [];
    let type: number | undefined;
    let codec: string | undefined;
    const names: Patch[] = [];
    for await (const field of childrenOf(reader, entry)) {
      if (field.id === ID.trackType) type = await readUnsigned(reader, field);
      else if (field.id === ID.codecId) codec = await readString(reader, field, 64);
      else if (field.id === ID.trackName) names.push(...voided(field));
    }
    if (type === VIDEO_TRACK) {
      check(codec && PLAYABLE_CODECS.has(codec), 'a video track no browser plays');
      video += 1;
    }
    return names;
  };
  patches.push(...(await withoutChecksum(reader, tracks, trackPatches)));
  return video;
}
