/*
 * A small push parser base for container formats made of (header, payload) elements: bytes arrive
 * in chunks of any size; `step` looks at the unread bytes and either consumes some, asks to skip a
 * payload without buffering it (a 200MB video is never held in memory), or waits for more.
 */
export type Step = { consume: number; skip?: number } | 'more' | 'done'

export abstract class ByteWalker {
  #pending: Buffer = Buffer.alloc(0)
  #skip = 0
  #done = false

  protected abstract step(bytes: Buffer): Step

  /** Feeds a chunk; true once the parser has what it needs (stop reading). */
  push(chunk: Uint8Array): boolean {
    if (this.#done) return true
    let bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
    if (this.#skip > 0) {
      const dropped = Math.min(this.#skip, bytes.length)
      this.#skip -= dropped
      bytes = bytes.subarray(dropped)
    }
    this.#pending = this.#pending.length ? Buffer.concat([this.#pending, bytes]) : bytes
    while (this.#pending.length > 0 && this.#skip === 0) {
      const step = this.step(this.#pending)
      if (step === 'done') return (this.#done = true)
      if (step === 'more') break
      const after = this.#pending.subarray(step.consume)
      const skip = step.skip ?? 0
      const dropped = Math.min(skip, after.length)
      this.#skip = skip - dropped
      this.#pending = after.subarray(dropped)
    }
    // Keep only unread bytes, copied so the caller's chunk can be released.
    this.#pending = Buffer.from(this.#pending)
    return false
  }
}
