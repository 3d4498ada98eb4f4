import { Transmit } from '@adonisjs/transmit-client'
import { useEffect, useRef } from 'react'
import { xsrfToken } from './csrf'

/*
 * Live updates (server side: app/support/live.ts). One event stream per tab, opened on the
 * first subscription; each page subscribes to the channels it shows and leaves them on unmount.
 */
let client: Transmit | null = null

function transmit(): Transmit {
  client ??= new Transmit({
    baseUrl: window.location.origin,
    // Subscribing is a POST: Shield's CSRF check wants the XSRF header like any other write.
    beforeSubscribe(request) {
      const token = xsrfToken()
      if (token) request.headers.set('x-xsrf-token', token)
    },
    beforeUnsubscribe(request) {
      const token = xsrfToken()
      if (token) request.headers.set('x-xsrf-token', token)
    },
    maxReconnectAttempts: 10,
  })
  return client
}

/** Calls `onMessage` for each message broadcast on `channel` while mounted (null: none). */
export function useLiveChannel<T>(channel: string | null, onMessage: (message: T) => void) {
  const handler = useRef(onMessage)
  handler.current = onMessage
  useEffect(() => {
    if (!channel) return
    const subscription = transmit().subscription(channel)
    const stop = subscription.onMessage<T>((message) => handler.current(message))
    subscription.create().catch(() => {
      // A refused or failed subscription leaves the page as it was: a reload still shows everything.
    })
    return () => {
      stop()
      // A page that remounts (an Inertia visit to the same page) takes the channel again at once:
      // the same Subscription, already created, so its create() does nothing. Leaving right away
      // would unsubscribe it under the new page; leave only if nobody took it back meanwhile.
      setTimeout(() => {
        if (subscription.handlerCount === 0) subscription.delete().catch(() => {})
      }, 0)
    }
  }, [channel])
}
