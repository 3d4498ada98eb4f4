import vine from '@vinejs/vine'
import { OPTION_QUERY_MAX_LENGTH } from '../option_sources.js'

export const optionSearchValidator = vine.create({
  q: vine.string().maxLength(OPTION_QUERY_MAX_LENGTH).optional(),
})
