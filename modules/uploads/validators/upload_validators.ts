import vine from '@vinejs/vine'
import { UPLOAD_PURPOSE_NAMES } from '../shared/index.js'

/** Request user upload (spec 002 §7): file {name, mime, size}, target {type}. */
export const requestUploadValidator = vine.create({
  file: vine.object({
    name: vine.string().trim().minLength(1).maxLength(1000),
    mime: vine.string().trim().maxLength(200),
    size: vine.number().withoutDecimals().min(0),
  }),
  target: vine.object({ type: vine.enum(UPLOAD_PURPOSE_NAMES) }),
})
