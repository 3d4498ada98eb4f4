import { ByteWalker, type Step } from './byte_walker.js'

/*
 * Duration of a WebM (Matroska/EBML) file. MediaRecorder writes live files: the Segment and its
 * Clusters have "unknown" sizes and Info usually has no Duration element, so the duration is read
 * from the timecodes instead: each Cluster's Timecode plus its blocks' relative timecodes, scaled by
 * the Info's TimecodeScale (nanoseconds per tick, default 1 000 000). A Duration element wins when
 * present.
 */
const SEGMENT = 0x18538067
const CLUSTER = 0x1f43b675
const INFO = 0x1549a966
const BLOCK_GROUP = 0xa0
/** Containers we step into instead of skipping (their children are what we read). */
const DESCEND = new Set([SEGMENT, CLUSTER, INFO, BLOCK_GROUP])
const TIMECODE_SCALE = 0x2ad7b1
const DURATION = 0x4489
const CLUSTER_TIMECODE = 0xe7
const SIMPLE_BLOCK = 0xa3
const BLOCK = 0xa1
const READ_WHOLE = new Set([TIMECODE_SCALE, DURATION, CLUSTER_TIMECODE])

/** An EBML variable-length integer at `offset`: its length and value (`raw` keeps the marker bit, for IDs). */
function vint(bytes: Buffer, offset: number, raw: boolean): { length: number; value: number; unknown: boolean } | null {
  if (offset >= bytes.length) return null
  const first = bytes[offset]
  if (first === 0) throw new Error('webm: invalid variable-length integer')
  const length = Math.clz32(first) - 23
  if (offset + length > bytes.length) return null
  let value = raw ? first : first & (0xff >> length)
  let allOnes = value === (0xff >> length)
  for (let index = 1; index < length; index++) {
    value = value * 256 + bytes[offset + index]
    allOnes &&= bytes[offset + index] === 0xff
  }
  return { length, value, unknown: !raw && allOnes }
}

function readUint(bytes: Buffer): number {
  let value = 0
  for (const byte of bytes) value = value * 256 + byte
  return value
}

export class WebmDurationParser extends ByteWalker {
  #timecodeScale = 1_000_000
  #declared: number | null = null
  #clusterTimecode = 0
  #lastTimecode: number | null = null

  protected step(bytes: Buffer): Step {
    const id = vint(bytes, 0, true)
    const size = id && vint(bytes, id.length, false)
    if (!id || !size) return 'more'
    const header = id.length + size.length
    if (DESCEND.has(id.value)) return { consume: header }
    if (size.unknown) throw new Error('webm: element of unknown size')
    if (READ_WHOLE.has(id.value)) {
      if (bytes.length < header + size.value) return 'more'
      const payload = bytes.subarray(header, header + size.value)
      if (id.value === TIMECODE_SCALE) this.#timecodeScale = readUint(payload)
      if (id.value === CLUSTER_TIMECODE) this.#clusterTimecode = readUint(payload)
      if (id.value === DURATION) {
        this.#declared = size.value === 4 ? payload.readFloatBE(0) : size.value === 8 ? payload.readDoubleBE(0) : null
        if (this.#declared && this.#declared > 0) return 'done'
      }
      return { consume: header + size.value }
    }
    if (id.value === SIMPLE_BLOCK || id.value === BLOCK) {
      // Block header: track number (a vint), then a signed 16-bit timecode relative to the cluster.
      const track = vint(bytes, header, false)
      if (!track || bytes.length < header + track.length + 2) return 'more'
      const relative = bytes.readInt16BE(header + track.length)
      const timecode = this.#clusterTimecode + relative
      this.#lastTimecode = Math.max(this.#lastTimecode ?? 0, timecode)
    }
    return { consume: header, skip: size.value }
  }

  /** Seconds, or null when the file carried no timing at all. */
  seconds(): number | null {
    const ticks = this.#declared && this.#declared > 0 ? this.#declared : this.#lastTimecode
    return ticks === null ? null : (ticks * this.#timecodeScale) / 1e9
  }
}
