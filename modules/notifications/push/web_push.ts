import webpush from 'web-push'
import env from '#start/env'

export type PushSubscriptionKeys = { endpoint: string; p256dh: string; auth: string }
export type PushMessage = { title: string; body: string; url: string }
/** Answers the push service's HTTP status (201 sent; 404/410 the subscription is gone). */
export type PushSender = (subscription: PushSubscriptionKeys, message: PushMessage) => Promise<number>

function vapidPublicKey(): string | null {
  return env.get('VAPID_PUBLIC_KEY') && env.get('VAPID_PRIVATE_KEY') ? env.get('VAPID_PUBLIC_KEY')! : null
}

const webPushSender: PushSender = async (subscription, message) => {
  try {
    const result = await webpush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message),
      {
        TTL: 3600,
        vapidDetails: {
          subject: env.get('VAPID_SUBJECT') ?? 'mailto:help@peerhaven.org',
          publicKey: env.get('VAPID_PUBLIC_KEY')!,
          privateKey: env.get('VAPID_PRIVATE_KEY')!,
        },
      }
    )
    return result.statusCode
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode
    if (status === 404 || status === 410) return status
    throw error
  }
}

let sender: PushSender = webPushSender
let keyOverride: string | null | undefined

export function pushSender() {
  return sender
}

/** Tests (and another push service) replace the sender; the key override makes the channel offered. */
export function setPushSender(next: PushSender | null, publicKey?: string | null) {
  sender = next ?? webPushSender
  keyOverride = next ? publicKey : undefined
}

/** The VAPID public key browsers subscribe with, or null: then the push channel is not offered. */
export function offeredPushKey(): string | null {
  return keyOverride !== undefined ? keyOverride : vapidPublicKey()
}
