import { fileTypeFromBuffer } from 'file-type'
import type { Readable } from 'node:stream'

/** file-type needs at most this many leading bytes for the formats we accept. */
const SNIFF_BYTES = 4100

async function leadingBytes(stream: Readable, count: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let total = 0
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer)
    total += (chunk as Buffer).length
    if (total >= count) break
  }
  stream.destroy()
  return Buffer.concat(chunks).subarray(0, count)
}

/**
 * What the bytes are, by their magic numbers (not the name, not the declared type): the mime type
 * file-type recognises, or null.
 */
export async function detectMime(stream: Readable): Promise<string | null> {
  const head = await leadingBytes(stream, SNIFF_BYTES)
  const type = await fileTypeFromBuffer(head)
  return type?.mime ?? null
}
