import { useEffect, useState } from 'react'
import { Button, Group, Text } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { postJson, xsrfToken } from '~/lib/csrf'

type State = 'unsupported' | 'denied' | 'off' | 'on' | 'working'

/** The VAPID key (base64url) as the bytes PushManager.subscribe() wants. */
function keyBytes(key: string) {
  const base64 = (key + '='.repeat((4 - (key.length % 4)) % 4)).replaceAll('-', '+').replaceAll('_', '/')
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
}

async function registration() {
  return navigator.serviceWorker.register('/push_worker.js')
}

/**
 * Browser push on this device (issue 14 §2, optional): asks the browser's permission only when
 * the user presses the button, then sends the subscription to the server. Off again removes it.
 */
export function PushToggle({ publicKey }: { publicKey: string }) {
  const [state, setState] = useState<State>('working')

  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
      setState('unsupported')
      return
    }
    if (Notification.permission === 'denied') return setState('denied')
    registration()
      .then((reg) => reg.pushManager.getSubscription())
      .then((subscription) => setState(subscription ? 'on' : 'off'))
      .catch(() => setState('unsupported'))
  }, [])

  async function turnOn() {
    setState('working')
    try {
      const reg = await registration()
      const subscription = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) })
      const response = await postJson(urlFor('push_subscriptions.store'), subscription.toJSON())
      setState(response.ok ? 'on' : 'off')
    } catch {
      setState(Notification.permission === 'denied' ? 'denied' : 'off')
    }
  }

  async function turnOff() {
    setState('working')
    const reg = await registration()
    const subscription = await reg.pushManager.getSubscription()
    if (subscription) {
      const token = xsrfToken()
      await fetch(urlFor('push_subscriptions.destroy'), {
        method: 'DELETE',
        headers: { 'content-type': 'application/json', 'accept': 'application/json', ...(token ? { 'x-xsrf-token': token } : {}) },
        body: JSON.stringify({ endpoint: subscription.endpoint }),
      })
      await subscription.unsubscribe()
    }
    setState('off')
  }

  if (state === 'unsupported') return null
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Text size="sm" c="dimmed">
        {state === 'on'
          ? 'Browser push is on for this browser.'
          : state === 'denied'
            ? 'This browser blocks notifications from Peerhaven. Allow them in its site settings to use browser push.'
            : 'Browser push needs your permission on each browser you use.'}
      </Text>
      {state === 'denied' ? null : state === 'on' ? (
        <Button variant="subtle" color="gray" size="compact-sm" onClick={turnOff}>
          Turn off on this browser
        </Button>
      ) : (
        <Button variant="light" size="compact-sm" loading={state === 'working'} onClick={turnOn}>
          Allow on this browser
        </Button>
      )}
    </Group>
  )
}
