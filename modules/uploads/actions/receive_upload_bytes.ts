import { PassThrough, Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type UserUpload from '../models/user_upload.js'
import { uploadsDisk } from '../storage.js'
import { UPLOAD_MESSAGES, UPLOAD_PURPOSES } from '../shared/index.js'

export type ReceiveResult = { ok: true } | { ok: false; status: 409 | 413 | 422; reason: string }

class TooLarge extends Error {}

/** Counts bytes and fails the stream as soon as they pass `limit` (nothing past it is stored). */
function byteLimit(limit: number, counted: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counted.bytes += chunk.length
      if (counted.bytes > limit) callback(new TooLarge())
      else callback(null, chunk)
    },
  })
}

/**
 * The PUT of spec 002 §7: streams the request body to Drive, stopping with 413 past the smaller of
 * the purpose's limit and the size declared when the upload was requested (the quota reserved it).
 */
export async function receiveUploadBytes(upload: UserUpload, body: Readable, contentLength: number | null): Promise<ReceiveResult> {
  if (upload.status !== 'requested' && upload.status !== 'uploaded') {
    return { ok: false, status: 409, reason: 'This upload has already been completed.' }
  }
  const limit = Math.min(upload.size, UPLOAD_PURPOSES[upload.purpose].maxBytes)
  const tooLarge = { ok: false as const, status: 413 as const, reason: UPLOAD_MESSAGES.tooLarge(UPLOAD_PURPOSES[upload.purpose].maxBytes) }
  if (contentLength !== null && contentLength > limit) return tooLarge
  const counted = { bytes: 0 }
  const into = new PassThrough()
  const disk = uploadsDisk()
  try {
    await Promise.all([pipeline(body, byteLimit(limit, counted), into), disk.putStream(upload.storageKey, into)])
  } catch (error) {
    await disk.delete(upload.storageKey)
    // Either side may report first: the count says whether the limit stopped it.
    if (error instanceof TooLarge || counted.bytes > limit) return tooLarge
    throw error
  }
  if (counted.bytes === 0) {
    await disk.delete(upload.storageKey)
    return { ok: false, status: 422, reason: UPLOAD_MESSAGES.empty }
  }
  upload.merge({ status: 'uploaded', size: counted.bytes })
  await upload.save()
  return { ok: true }
}
