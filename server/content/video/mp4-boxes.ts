/**
 * The box structure of an MP4 or QuickTime file (ISO BMFF, ISO/IEC 14496-12 section 4.2): each box starts with
 * its size (32 bits; 1 means a 64-bit size follows the type, 0 means "to the end of the file") and a four-letter
 * type. Boxes are read one header at a time; a size that does not fit its parent refuses the file.
 */
import { check, type VideoReader } from './video-file';

export interface Box {
  type: string;
  start: number;
  /** 8, or 16 with a 64-bit size: the box's content starts at start + headerSize. */
  headerSize: number;
  end: number;
}

export const contentStart = (box: Box) => box.start + box.headerSize;

/** Four characters of printable ASCII, or © (0xA9) that QuickTime's own metadata types start with. */
const BOX_TYPE = /^[\x20-\x7e\xa9]{4}$/;

/** Reads the header of the box at `at`, which must end by `end`. Only a top-level box may run to the end of the file. */
async function readBox(reader: VideoReader, at: number, end: number, topLevel: boolean): Promise<Box> {
  reader.counted();
  check(end - at >= 8, 'a box shorter than its header');
  const head = await reader.read(at, 8);
  const size = head.readUInt32BE(0);
  const type = head.toString('latin1', 4, 8);
  check(BOX_TYPE.test(type), 'a box type that is no text');
  if (size === 1) {
    check(end - at >= 16, 'a 64-bit box shorter than its header');
    const large = (await reader.read(at + 8, 8)).readBigUInt64BE(0);
    check(large >= 16n && large <= BigInt(end - at), 'a 64-bit box size past its parent');
    return { type, start: at, headerSize: 16, end: at + Number(large) };
  }
  if (size === 0) {
    check(topLevel && end === reader.size, 'a box "to the end of the file" inside another');
    return { type, start: at, headerSize: 8, end };
  }
  check(size >= 8 && size <= end - at, 'a box size past its parent');
  return { type, start: at, headerSize: 8, end: at + size };
}

/** The boxes from `start` to `end`, which they must fill exactly. */
export async function* boxesIn(reader: VideoReader, start: number, end: number, topLevel = false): AsyncGenerator<Box> {
  for (let at = start; at < end; ) {
    const box = await readBox(reader, at, end, topLevel);
    yield box;
    at = box.end;
  }
}

/** The boxes inside a container box. */
export const childrenOf = (reader: VideoReader, box: Box) => boxesIn(reader, contentStart(box), box.end);
