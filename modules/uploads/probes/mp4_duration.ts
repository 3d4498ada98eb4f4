import { ByteWalker, type Step } from './byte_walker.js'

/*
 * Duration of an MP4 (ISO BMFF) file: the movie header (moov/mvhd) gives duration / timescale.
 * Fragmented files (MediaRecorder in Safari) leave it 0; their movie-extends header
 * (moov/mvex/mehd) then gives the whole duration when the writer knew it. Media data (mdat) and
 * every other box are skipped, not read.
 */
const DESCEND = new Set(['moov', 'mvex'])
const READ = new Set(['mvhd', 'mehd'])

export class Mp4DurationParser extends ByteWalker {
  #timescale: number | null = null
  #movieDuration: number | null = null
  #fragmentDuration: number | null = null

  protected step(bytes: Buffer): Step {
    if (bytes.length < 8) return 'more'
    let size = bytes.readUInt32BE(0)
    const type = bytes.toString('latin1', 4, 8)
    let header = 8
    if (size === 1) {
      if (bytes.length < 16) return 'more'
      size = Number(bytes.readBigUInt64BE(8))
      header = 16
    }
    if (DESCEND.has(type)) return { consume: header }
    if (size === 0) return 'done' // the box runs to the end of the file: nothing after it
    if (size < header) throw new Error('mp4: invalid box size')
    if (READ.has(type)) {
      if (bytes.length < size) return 'more'
      this.#read(type, bytes.subarray(header, size))
      return { consume: size }
    }
    return { consume: header, skip: size - header }
  }

  #read(type: string, box: Buffer) {
    const version = box[0]
    if (type === 'mvhd') {
      // version 0: created(4) modified(4) timescale(4) duration(4); version 1: 8, 8, 4, 8
      this.#timescale = box.readUInt32BE(version === 1 ? 20 : 12)
      const duration = version === 1 ? Number(box.readBigUInt64BE(24)) : box.readUInt32BE(16)
      this.#movieDuration = duration === 0xffffffff ? null : duration
    } else {
      this.#fragmentDuration = version === 1 ? Number(box.readBigUInt64BE(4)) : box.readUInt32BE(4)
    }
  }

  seconds(): number | null {
    const duration = this.#movieDuration || this.#fragmentDuration
    return this.#timescale && duration ? duration / this.#timescale : null
  }
}
