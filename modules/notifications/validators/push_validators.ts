import vine from '@vinejs/vine'

/** POST /notifications/push/subscriptions: what PushManager.subscribe() answered (toJSON()). */
export const pushSubscriptionValidator = vine.create({
  endpoint: vine.string().trim().maxLength(1000).url({ protocols: ['https'], require_protocol: true }),
  keys: vine.object({
    p256dh: vine.string().trim().maxLength(200),
    auth: vine.string().trim().maxLength(100),
  }),
})

/** DELETE /notifications/push/subscriptions */
export const pushEndpointValidator = vine.create({
  endpoint: vine.string().trim().maxLength(1000),
})
