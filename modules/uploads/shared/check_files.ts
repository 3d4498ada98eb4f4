import { UPLOAD_MESSAGES } from './messages.js'
import { baseMime, UPLOAD_PURPOSES, type UploadPurpose } from './purposes.js'

export type FileFacts = { name: string; size: number; type: string }

/**
 * The first problem with these files for this purpose, or null (spec 001 §5.2). The browser runs it
 * before uploading; the server runs it again on the request and then checks the bytes themselves.
 * `maxFiles` overrides the purpose's count (a drop zone's own limit) when the purpose gives none.
 */
export function checkFiles(files: readonly FileFacts[], purpose: UploadPurpose, maxFiles?: number): string | null {
  const rules = UPLOAD_PURPOSES[purpose]
  const limit = rules.maxFiles ?? maxFiles
  if (limit !== undefined && files.length > limit) return UPLOAD_MESSAGES.tooMany(limit)
  for (const file of files) {
    if (file.size > rules.maxBytes) return UPLOAD_MESSAGES.tooLarge(rules.maxBytes)
    if (file.size <= 0) return UPLOAD_MESSAGES.empty
    if (!rules.mimes.includes(baseMime(file.type))) return UPLOAD_MESSAGES.wrongType(purpose)
  }
  return null
}
