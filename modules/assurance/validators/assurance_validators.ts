import vine from '@vinejs/vine'
import { ACCOUNT_DECISIONS, AGE_DECISIONS, BACKGROUND_CHECK_STATUSES, NOTE_MAX } from '../shared/index.js'

export const pageValidator = vine.create({ page: vine.number().withoutDecimals().min(1).max(100000).optional() })

export const accountDecisionValidator = vine.create({
  decision: vine.enum(ACCOUNT_DECISIONS),
  note: vine.string().trim().maxLength(NOTE_MAX).nullable().optional(),
})

export const ageDecisionValidator = vine.create({
  decision: vine.enum(AGE_DECISIONS),
  note: vine.string().trim().maxLength(NOTE_MAX).nullable().optional(),
})

export const waiveValidator = vine.create({
  username: vine.string().trim().minLength(1).maxLength(60),
  note: vine.string().trim().maxLength(NOTE_MAX).nullable().optional(),
})

export const backgroundCheckValidator = vine.create({
  username: vine.string().trim().minLength(1).maxLength(60),
  submittedAt: vine.date({ formats: ['YYYY-MM-DD'] }).beforeOrEqual('today'),
  partnerName: vine.string().trim().minLength(1).maxLength(80),
  partnerUserId: vine.string().trim().maxLength(120).nullable().optional(),
  status: vine.enum(BACKGROUND_CHECK_STATUSES),
})
