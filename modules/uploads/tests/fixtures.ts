import sharp from 'sharp'

/* Small real files for the upload tests, built in memory (no binary fixtures in the repo). */

export function png(width = 4, height = 3) {
  return sharp({ create: { width, height, channels: 3, background: '#3366ff' } }).png().toBuffer()
}

/** A JPEG carrying EXIF (a copyright and a camera model) that must not survive re-encoding. */
export function jpegWithExif() {
  return sharp({ create: { width: 8, height: 6, channels: 3, background: '#ff0000' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Family Name', Model: 'Phone 12' } })
    .toBuffer()
}

/** A two-frame animated GIF. */
export async function animatedGif() {
  const frames = await Promise.all(['#ff0000', '#00ff00'].map((background) => sharp({ create: { width: 5, height: 5, channels: 3, background } }).png().toBuffer()))
  return sharp(frames, { join: { animated: true } }).gif({ delay: [100, 100] }).toBuffer()
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

/** An EBML element: id bytes, a size vint (8 bytes, or "unknown"), the payload. */
export function ebml(id: number[], payload: Buffer | null): Buffer {
  if (payload === null) return Buffer.from([...id, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff])
  const size = Buffer.alloc(8)
  size.writeBigUInt64BE(BigInt(payload.length))
  size[0] = 0x01
  return Buffer.concat([Buffer.from(id), size, payload])
}

const uint = (value: number, bytes: number) => {
  const buffer = Buffer.alloc(bytes)
  buffer.writeUIntBE(value, 0, bytes)
  return buffer
}

/** A SimpleBlock on track 1 at `relative` ticks from its cluster (a keyframe of 3 junk bytes). */
const simpleBlock = (relative: number) => {
  const header = Buffer.alloc(4)
  header[0] = 0x81
  header.writeInt16BE(relative, 1)
  header[3] = 0x80
  return ebml([0xa3], Buffer.concat([header, Buffer.from([1, 2, 3])]))
}

/**
 * A WebM shaped like MediaRecorder's: Segment and Clusters of unknown size, no Duration in Info.
 * Clusters at 0 and 2000 ms, blocks up to 2000 + 500: 2.5 seconds. With `declaredMs`, Info says so.
 */
export function webm({ declaredMs }: { declaredMs?: number } = {}) {
  const header = ebml([0x1a, 0x45, 0xdf, 0xa3], Buffer.concat([ebml([0x42, 0x82], Buffer.from('webm')), ebml([0x42, 0x87], uint(4, 1))]))
  const infoChildren = [ebml([0x2a, 0xd7, 0xb1], uint(1_000_000, 3))]
  if (declaredMs !== undefined) {
    const duration = Buffer.alloc(8)
    duration.writeDoubleBE(declaredMs)
    infoChildren.push(ebml([0x44, 0x89], duration))
  }
  const info = ebml([0x15, 0x49, 0xa9, 0x66], Buffer.concat(infoChildren))
  const tracks = ebml([0x16, 0x54, 0xae, 0x6b], ebml([0xae], ebml([0xd7], uint(1, 1))))
  const cluster = (timecode: number, blocks: number[]) =>
    Buffer.concat([ebml([0x1f, 0x43, 0xb6, 0x75], null), ebml([0xe7], uint(timecode, 2)), ...blocks.map(simpleBlock)])
  const segment = Buffer.concat([ebml([0x18, 0x53, 0x80, 0x67], null), info, tracks, cluster(0, [0, 33, 966]), cluster(2000, [0, 500])])
  return Buffer.concat([header, segment])
}

const box = (type: string, payload: Buffer) => {
  const header = Buffer.alloc(8)
  header.writeUInt32BE(payload.length + 8)
  header.write(type, 4, 'latin1')
  return Buffer.concat([header, payload])
}

/** An MP4 whose movie header says 3 seconds (timescale 1000, duration 3000), with some media data. */
export function mp4() {
  const ftyp = box('ftyp', Buffer.concat([Buffer.from('isom'), uint(512, 4), Buffer.from('isomiso2mp41')]))
  const mvhd = Buffer.alloc(100)
  mvhd.writeUInt32BE(1000, 12)
  mvhd.writeUInt32BE(3000, 16)
  const mdat = box('mdat', Buffer.alloc(5000, 7))
  return Buffer.concat([ftyp, mdat, box('moov', box('mvhd', mvhd))])
}

/** Feeds a buffer in small uneven chunks, as a network or disk stream would. */
export async function* chunked(bytes: Buffer, size = 7): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < bytes.length; offset += size) yield bytes.subarray(offset, offset + size)
}
