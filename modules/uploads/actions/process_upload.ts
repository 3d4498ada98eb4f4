import logger from '@adonisjs/core/services/logger'
import type UserUpload from '../models/user_upload.js'
import { probeDurationSeconds } from '../probes/media_duration.js'
import { reencodeImage } from '../probes/reencode_image.js'
import { uploadsDisk } from '../storage.js'
import { isImageMime, isVideoMime, UPLOAD_MESSAGES } from '../shared/index.js'

export type ProcessResult = { ok: true } | { ok: false; status: 409 | 422; reason: string }

/**
 * Request upload post-processing (spec 002 §7): images are re-encoded to WebP without their
 * metadata; recordings are probed for their duration (no ffmpeg: a small parser of the container).
 * Idempotent: a processed upload answers at once.
 */
export async function processUpload(upload: UserUpload): Promise<ProcessResult> {
  if (upload.status === 'processed') return { ok: true }
  if (upload.status !== 'complete') return { ok: false, status: 409, reason: UPLOAD_MESSAGES.notUploaded }
  const disk = uploadsDisk()
  const mime = upload.servedMime
  try {
    if (isImageMime(mime)) {
      const image = await reencodeImage(await disk.getBytes(upload.storageKey))
      await disk.put(upload.storageKey, image.bytes)
      upload.merge({ detectedMime: 'image/webp', size: image.bytes.length, width: image.width, height: image.height })
    } else if (isVideoMime(mime)) {
      upload.durationSeconds = await probeDurationSeconds(await disk.getStream(upload.storageKey), mime)
    }
  } catch (error) {
    // Bytes with the right magic that do not decode: not kept, not served.
    logger.warn({ err: error, userUploadId: upload.id }, 'upload post-processing failed')
    await disk.delete(upload.storageKey)
    upload.status = 'rejected'
    await upload.save()
    return { ok: false, status: 422, reason: UPLOAD_MESSAGES.unreadable }
  }
  upload.status = 'processed'
  await upload.save()
  return { ok: true }
}
