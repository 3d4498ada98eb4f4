import UserUpload from '../models/user_upload.js'
import type { UploadPurpose } from '../shared/index.js'

const DOWNLOAD_URL = /^\/uploads\/(\d{1,12})\/[^/?#]+$/

export async function loadUpload(id: unknown): Promise<UserUpload | null> {
  const text = String(id ?? '')
  if (!/^\d{1,12}$/.test(text)) return null
  return UserUpload.find(Number(text))
}

/**
 * The user's own usable upload by id or download URL (content that references a file checks it with
 * this), or null: someone else's, not complete, rejected, another purpose, or a URL that is not ours.
 */
export async function findOwnUpload(userId: number, idOrDownloadUrl: number | string, purpose?: UploadPurpose) {
  let upload: UserUpload | null
  if (typeof idOrDownloadUrl === 'number') {
    upload = await loadUpload(idOrDownloadUrl)
  } else {
    const match = DOWNLOAD_URL.exec(idOrDownloadUrl)
    upload = match ? await loadUpload(match[1]) : null
    if (upload && upload.downloadUrl !== idOrDownloadUrl) upload = null
  }
  if (!upload || upload.userId !== userId || !upload.isUsable) return null
  if (purpose && upload.purpose !== purpose) return null
  return upload
}

/** Bytes the user's uploads hold or have reserved (every upload not rejected): the quota's measure. */
export async function liveBytesOf(userId: number, client = UserUpload.query()): Promise<number> {
  const row = await client.where('user_id', userId).whereNot('status', 'rejected').sum('size as total').first()
  return Number(row?.$extras.total ?? 0)
}
