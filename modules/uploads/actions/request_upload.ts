import db from '@adonisjs/lucid/services/db'
import UserUpload from '../models/user_upload.js'
import { liveBytesOf } from '../queries/uploads.js'
import { newStorageKey } from '../storage.js'
import { baseMime, checkFiles, sanitizeFileName, UPLOAD_MESSAGES, USER_QUOTA_BYTES, type UploadPurpose } from '../shared/index.js'

export type UploadRequest = { name: string; mime: string; size: number; purpose: UploadPurpose }

export type RequestUploadResult = { ok: true; upload: UserUpload } | { ok: false; reason: string; status: 422 }

/**
 * Request user upload (spec 002 §7): checks the declared file against its purpose's limits (spec
 * 001 §5.2) and the user's quota, then reserves a row. The declared size is an upper bound the
 * PUT enforces, so reserving it keeps the quota honest before any byte arrives.
 */
export async function requestUpload(userId: number, request: UploadRequest): Promise<RequestUploadResult> {
  const mime = baseMime(request.mime)
  const problem = checkFiles([{ name: request.name, size: request.size, type: mime }], request.purpose)
  if (problem) return { ok: false, reason: problem, status: 422 }
  return db.transaction(async (trx) => {
    const used = await liveBytesOf(userId, UserUpload.query({ client: trx }))
    if (used + request.size > USER_QUOTA_BYTES) return { ok: false as const, reason: UPLOAD_MESSAGES.quota, status: 422 as const }
    const upload = await UserUpload.create(
      {
        userId,
        purpose: request.purpose,
        originalName: sanitizeFileName(request.name),
        storageKey: newStorageKey(),
        declaredMime: mime,
        detectedMime: null,
        size: request.size,
        status: 'requested',
      },
      { client: trx }
    )
    return { ok: true as const, upload }
  })
}
