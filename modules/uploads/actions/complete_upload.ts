import type UserUpload from '../models/user_upload.js'
import { detectMime } from '../probes/detect_type.js'
import { uploadsDisk } from '../storage.js'
import { UPLOAD_MESSAGES, UPLOAD_PURPOSES } from '../shared/index.js'

export type CompleteResult = { ok: true } | { ok: false; status: 409 | 422; reason: string }

/**
 * Complete user upload (spec 002 §7): the bytes are checked by their magic numbers against the
 * purpose's allowed types (issue 9 §3). A mismatch deletes the bytes and rejects the upload, so a
 * script renamed photo.png is never stored, served or counted.
 */
export async function completeUpload(upload: UserUpload): Promise<CompleteResult> {
  if (upload.isUsable) return { ok: true }
  if (upload.status !== 'uploaded') return { ok: false, status: 409, reason: UPLOAD_MESSAGES.notUploaded }
  const disk = uploadsDisk()
  const detected = await detectMime(await disk.getStream(upload.storageKey))
  if (!detected || !UPLOAD_PURPOSES[upload.purpose].mimes.includes(detected)) {
    await disk.delete(upload.storageKey)
    upload.merge({ status: 'rejected', detectedMime: detected })
    await upload.save()
    return { ok: false, status: 422, reason: UPLOAD_MESSAGES.wrongContent(upload.purpose) }
  }
  upload.merge({ status: 'complete', detectedMime: detected })
  await upload.save()
  return { ok: true }
}
