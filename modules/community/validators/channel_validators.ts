import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { MEMBER_LEVELS } from '#modules/worlds/index'
import { CHANNEL_DESCRIPTION_MAX, CHANNEL_TITLE_MAX, CHANNEL_TYPES, CHANNEL_VISIBILITIES } from '../shared/index.js'

/* POST and PUT /w/:worldSlug/moderator/channels(/:channelId) — a channel's settings (spec 001 §3.2 channel). */
export const channelValidator = vine.create({
  title: vine.string().trim().minLength(1).maxLength(CHANNEL_TITLE_MAX),
  description: vine.string().trim().maxLength(CHANNEL_DESCRIPTION_MAX).optional().transform((value) => value ?? ''),
  type: vine.enum(CHANNEL_TYPES),
  visibility: vine.enum(CHANNEL_VISIBILITIES),
  worldLevel: vine.enum(MEMBER_LEVELS),
})

export type ChannelInput = Infer<typeof channelValidator>

/* PUT /w/:worldSlug/moderator/channels/order — every channel of the world, in its new order. */
export const channelOrderValidator = vine.create({
  channelIds: vine.array(vine.number().withoutDecimals().positive()).minLength(1).maxLength(200),
})
