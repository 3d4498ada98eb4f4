import db from '@adonisjs/lucid/services/db'
import { kindLabel, kindSupports, switchableKinds } from '../kinds.js'
import { channelOn, storedPreferences } from './preferences.js'
import { recipientOf } from './recipients.js'
import { offeredPushKey } from '../push/web_push.js'
import { CHANNELS, type Channel } from '../shared/channels.js'

export type PreferenceRow = {
  kind: string
  label: string
  /** Only the channels the kind uses; each with the user's current setting. */
  channels: Array<{ channel: Channel; on: boolean }>
}

export type PhoneState = {
  number: string | null
  verified: boolean
  /** A code was sent to this number and waits to be typed in. */
  pendingNumber: string | null
}

/** The settings page's switches: every switchable kind × its channels, set or by default. */
export async function preferenceTable(userId: number): Promise<PreferenceRow[]> {
  const [recipient, preferences] = await Promise.all([recipientOf(userId), storedPreferences(userId)])
  const minor = recipient?.minor ?? true
  const pushOffered = offeredPushKey() !== null
  return switchableKinds().map(({ key, kind }) => ({
    kind: key,
    label: kindLabel(key, kind),
    channels: CHANNELS.filter((channel) => kindSupports(kind, channel) && (channel !== 'push' || pushOffered)).map((channel) => ({
      channel,
      on: channelOn(preferences, key, kind, channel, { minor }),
    })),
  }))
}

export async function phoneState(userId: number): Promise<PhoneState> {
  const [user, pending] = await Promise.all([
    db.from('users').where('id', userId).select('phone_number', 'phone_number_verified_at').first(),
    db.from('phone_verifications').where('user_id', userId).select('phone_number').first(),
  ])
  return {
    number: user?.phone_number ?? null,
    verified: Boolean(user?.phone_number && user.phone_number_verified_at),
    pendingNumber: pending?.phone_number ?? null,
  }
}
