import vine from '@vinejs/vine'
import { CHANNELS } from '../shared/channels.js'

/** PUT /settings/notifications/channels: the switches shown, each kind × channel → on/off. */
export const preferencesValidator = vine.create({
  preferences: vine
    .array(
      vine.object({
        kind: vine.string().maxLength(60),
        channel: vine.enum(CHANNELS),
        enabled: vine.boolean(),
      })
    )
    .maxLength(400),
})
