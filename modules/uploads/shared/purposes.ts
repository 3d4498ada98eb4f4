/*
 * What each kind of upload may be (spec 001 §5.2, spec 002 §5). The browser pre-checks with these
 * values and the server re-checks with the same ones (and by magic bytes, not the declared type).
 */
export type UploadPurpose = 'editor-image' | 'image' | 'attachment' | 'video'

export type UploadPurposeRules = {
  /** Mime types accepted, as detected from the bytes on the server. */
  mimes: readonly string[]
  /** Human list of the accepted kinds, for messages and the drop zone's hint. */
  kinds: string
  maxBytes: number
  /** Files per message or input; null where the spec gives none (the drop zone then takes its own maxFiles). */
  maxFiles: number | null
}

const MB = 1024 * 1024
const IMAGE_MIMES = ['image/jpeg', 'image/png', 'image/gif'] as const

export const UPLOAD_PURPOSES: Readonly<Record<UploadPurpose, UploadPurposeRules>> = {
  // Editor images: jpeg, png, gif only; at most 5 per message; each at most 3MB.
  'editor-image': { mimes: IMAGE_MIMES, kinds: 'JPEG, PNG or GIF', maxBytes: 3 * MB, maxFiles: 5 },
  // The image upload modal: 1 file up to 5MB.
  'image': { mimes: IMAGE_MIMES, kinds: 'JPEG, PNG or GIF', maxBytes: 5 * MB, maxFiles: 1 },
  // The generic file drop zone: default 10MB; pdf, jpeg, png, gif.
  'attachment': { mimes: ['application/pdf', ...IMAGE_MIMES], kinds: 'PDF, JPEG, PNG or GIF', maxBytes: 10 * MB, maxFiles: null },
  // Recordings (spec 001 §4.6; the spec gives no size): MediaRecorder webm or mp4, at most 200MB,
  // which is about 25 minutes at 640x480 and 1 Mbit/s.
  'video': { mimes: ['video/webm', 'video/mp4'], kinds: 'WebM or MP4', maxBytes: 200 * MB, maxFiles: 1 },
}

export const UPLOAD_PURPOSE_NAMES = Object.keys(UPLOAD_PURPOSES) as UploadPurpose[]

export function isUploadPurpose(value: unknown): value is UploadPurpose {
  return typeof value === 'string' && Object.hasOwn(UPLOAD_PURPOSES, value)
}

/** Images are re-encoded to WebP after upload (spec 002 §9 "Image format webp"). */
export function isImageMime(mime: string): boolean {
  return mime.startsWith('image/')
}

export function isVideoMime(mime: string): boolean {
  return mime.startsWith('video/')
}

/** "video/webm;codecs=vp8,opus" → "video/webm": the parameters say nothing about what is allowed. */
export function baseMime(mime: string): string {
  return mime.split(';')[0].trim().toLowerCase()
}

/** Live bytes a user may keep (decision: the spec gives no quota). */
export const USER_QUOTA_BYTES = 500 * MB

/** Upload requests a user may make per minute (decision: the spec gives no rate). */
export const UPLOAD_REQUESTS_PER_MINUTE = 20

/** How long a signed upload URL works (spec 002 §7 "PUT to uploadUrl"; decision: 15 minutes). */
export const UPLOAD_URL_TTL = '15 minutes'

/** Unattached uploads older than this are abandoned and pruned. */
export const ABANDONED_AFTER_HOURS = 24

export function megabytes(bytes: number): number {
  return Math.round((bytes / MB) * 10) / 10
}
