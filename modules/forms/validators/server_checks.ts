import { findOwnUpload } from '#modules/uploads/index'
import type { UploadedFile } from '#modules/uploads/shared/index'
import { imageUrls, type RichTextContent } from '#modules/rich_text/index'
import { FORM_MESSAGES, videoDurationMessage, type FileDropZoneBlock, type FormBlock, type VideoBlock } from '../shared/index.js'
import { optionSource } from '../option_sources.js'

/*
 * What only the server can check about a value that passed the shared rules: that an async
 * option is one the source would offer this viewer, and that uploads are the viewer's own usable
 * files of the right kind (rich text images included). A check may replace the value with the server's own facts (an upload's name, type and size as stored, not as sent).
 */
export type FormCheckMeta = {
  viewer: { id: number } | null
  /** Filled with the ids of the viewer's uploads the values point at. */
  uploadIds: Set<number>
}

export type CheckResult = { error: string } | { value: unknown }

const ok = (value: unknown): CheckResult => ({ value })
const fail = (error: string): CheckResult => ({ error })

/**
 * Decision: the probed length may exceed the maximum by up to a second (the recorder stops on a
 * 1-second chunk boundary, spec 002 §9). A video still being processed has no duration yet and is
 * accepted (spec 002 §7: for video forms post-processing is fire and forget); the recorder
 * enforced the bounds in the browser.
 */
const DURATION_SLACK_SECONDS = 1

async function checkVideo(block: VideoBlock, value: unknown, meta: FormCheckMeta): Promise<CheckResult> {
  if (!meta.viewer || typeof value !== 'string') return fail(FORM_MESSAGES.video)
  const upload = await findOwnUpload(meta.viewer.id, value, 'video')
  if (!upload) return fail(FORM_MESSAGES.video)
  const { minDurationSeconds: min, maxDurationSeconds: max } = block
  const duration = upload.durationSeconds
  if (duration !== null && ((min !== undefined && duration < min) || (max !== undefined && duration > max + DURATION_SLACK_SECONDS))) {
    return fail(videoDurationMessage(min, max))
  }
  meta.uploadIds.add(upload.id)
  return ok(upload.downloadUrl)
}

async function checkFiles(_block: FileDropZoneBlock, value: unknown, meta: FormCheckMeta): Promise<CheckResult> {
  if (!meta.viewer || !Array.isArray(value)) return fail(FORM_MESSAGES.files)
  const files: UploadedFile[] = []
  for (const item of value as { userUploadId: number }[]) {
    const upload = await findOwnUpload(meta.viewer.id, item.userUploadId, 'attachment')
    if (!upload || files.some((file) => file.userUploadId === upload.id)) return fail(FORM_MESSAGES.files)
    files.push({ userUploadId: upload.id, name: upload.originalName, downloadUrl: upload.downloadUrl, mime: upload.servedMime, size: upload.size })
  }
  for (const file of files) meta.uploadIds.add(file.userUploadId)
  return ok(files)
}

/** Images in rich text are the writer's own editor or modal uploads (modules/rich_text images.ts). */
async function checkRichTextImages(value: unknown, meta: FormCheckMeta): Promise<CheckResult> {
  const urls = imageUrls(value as RichTextContent)
  if (urls.length === 0) return ok(value)
  if (!meta.viewer) return fail(FORM_MESSAGES.images)
  const ids: number[] = []
  for (const url of urls) {
    const upload = await findOwnUpload(meta.viewer.id, url)
    if (!upload || (upload.purpose !== 'editor-image' && upload.purpose !== 'image')) return fail(FORM_MESSAGES.images)
    ids.push(upload.id)
  }
  for (const id of ids) meta.uploadIds.add(id)
  return ok(value)
}

export async function serverCheck(block: FormBlock, value: unknown, meta: FormCheckMeta): Promise<CheckResult> {
  switch (block.type) {
    case 'select-async': {
      const source = optionSource(block.source)
      if (!source || !meta.viewer || typeof value !== 'string') return fail(FORM_MESSAGES.choice)
      return (await source.find(value, meta.viewer)) ? ok(value) : fail(FORM_MESSAGES.choice)
    }
    case 'video':
      return checkVideo(block, value, meta)
    case 'file-drop-zone':
      return checkFiles(block, value, meta)
    case 'rich-text':
      return checkRichTextImages(value, meta)
    default:
      return ok(value)
  }
}
