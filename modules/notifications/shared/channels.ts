/* Where a notification can reach someone (issue 14 §2): the bell, email, text message, browser push. */
export const CHANNELS = ['in_app', 'email', 'sms', 'push'] as const
export type Channel = (typeof CHANNELS)[number]
export const OUTSIDE_CHANNELS = ['email', 'sms', 'push'] as const
export type OutsideChannel = (typeof OUTSIDE_CHANNELS)[number]

export const CHANNEL_LABELS: Record<Channel, string> = {
  in_app: 'In-app',
  email: 'Email',
  sms: 'Text message',
  push: 'Browser push',
}

/**
 * A channel's setting when the user never chose (issue 14 §2 "defaults stricter for minors").
 * Everyone: in-app and email on. Adults: text messages and push on as well (they still need a
 * verified phone, or a browser they allowed). Minors, and anyone whose age is unknown: no text
 * messages and no push until they switch them on. A transactional kind's email is always sent.
 */
export function defaultChannelOn(
  channel: Channel,
  { minor, transactional = false }: { minor: boolean; transactional?: boolean }
): boolean {
  if (channel === 'in_app' || channel === 'email') return true
  if (transactional) return false
  return !minor
}

/** Only a non-transactional kind's email can be switched off (a transactional one always goes out). */
export function isChannelLocked(channel: Channel, transactional: boolean) {
  return transactional && (channel === 'email' || channel === 'in_app')
}
