/**
 * The element structure of a WebM file (EBML, RFC 8794): each element is an ID and a size, both variable-length
 * integers whose first byte's leading zeros give their length, then its data. A size whose bits are all ones is
 * "unknown": the element runs until something that cannot be its child (a browser's recorder writes the Segment
 * and its Clusters that way). Elements are read one header at a time.
 */
import { check, type Patch, type VideoReader } from './video-file';

export interface Element {
  id: number;
  start: number;
  /** Where its data starts. */
  dataStart: number;
  /** Where it ends; for an element of unknown size, the end of its parent until the caller finds its end. */
  end: number;
  unknownSize: boolean;
}

/** The length of a variable-length integer from its first byte: 1 plus its leading zeros. */
function vintLength(first: number): number {
  for (let length = 1; length <= 8; length += 1) if (first & (0x100 >> length)) return length;
  return 9;
}

/** Reads the header of the element at `at`, which must end by `end`. */
export async function readElement(reader: VideoReader, at: number, end: number): Promise<Element> {
  reader.counted();
  check(end - at >= 2, 'an element shorter than its header');
  const head = await reader.read(at, Math.min(12, end - at));
  const idLength = vintLength(head[0]!);
  // EBMLMaxIDLength is 4 in WebM.
  check(idLength <= 4 && idLength < head.length, 'an element ID longer than 4 bytes');
  const id = head.readUIntBE(0, idLength);
  const sizeLength = vintLength(head[idLength]!);
  check(sizeLength <= 8 && idLength + sizeLength <= head.length, 'an element size longer than 8 bytes');
  let size = head[idLength]! & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i += 1) {
    const byte = head[idLength + i]!;
    size = size * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  const dataStart = at + idLength + sizeLength;
  if (allOnes) return { id, start: at, dataStart, end, unknownSize: true };
  check(size <= end - dataStart, 'an element size past its parent');
  return { id, start: at, dataStart, end: dataStart + size, unknownSize: false };
}

/** The elements from `start` to `end`, which they must fill exactly; none of unknown size. */
export async function* elementsIn(reader: VideoReader, start: number, end: number): AsyncGenerator<Element> {
  for (let at = start; at < end; ) {
    const element = await readElement(reader, at, end);
    check(!element.unknownSize, 'an element of unknown size where none may be');
    yield element;
    at = element.end;
  }
}

export const childrenOf = (reader: VideoReader, element: Element) => elementsIn(reader, element.dataStart, element.end);

/** An unsigned integer element's value (at most 8 bytes). */
export async function readUnsigned(reader: VideoReader, element: Element): Promise<number> {
  const length = element.end - element.dataStart;
  check(length <= 8, 'an integer longer than 8 bytes');
  if (length === 0) return 0;
  const data = await reader.read(element.dataStart, length);
  let value = 0;
  for (const byte of data) value = value * 256 + byte;
  return value;
}

/** A string element's value, without the zero bytes that may pad it. */
export async function readString(reader: VideoReader, element: Element, most = 256): Promise<string> {
  const length = element.end - element.dataStart;
  check(length <= most, 'a string too long for what it names');
  return (await reader.read(element.dataStart, length)).toString('latin1').replace(/\0+$/, '');
}

const VOID = 0xec;

/**
 * Turns an element into a Void element of the same total size with zeroed data, which every reader skips. The
 * Void ID takes one byte; its size is written in as many bytes as fill the rest of the header (at most 8).
 */
export function voided(element: Element): Patch[] {
  const total = element.end - element.start;
  const sizeLength = Math.min(8, total - 1);
  const dataLength = total - 1 - sizeLength;
  const header = Buffer.alloc(1 + sizeLength);
  header[0] = VOID;
  // The size, big-endian, then the length marker bit in its first byte.
  let value = dataLength;
  for (let i = sizeLength; i >= 1; i -= 1) {
    header[i] = value % 256;
    value = Math.floor(value / 256);
  }
  header[1] = header[1]! | (0x100 >> sizeLength);
  return [
    { at: element.start, bytes: header },
    { at: element.start + header.length, zeros: dataLength },
  ];
}

/** Zeroes an element's data and keeps it: a string of zero bytes is an empty string. */
export const emptied = (element: Element): Patch[] => [{ at: element.dataStart, zeros: element.end - element.dataStart }];
