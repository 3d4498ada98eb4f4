import { useEffect } from 'react'
import { usePage } from '@inertiajs/react'
import { Button } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { TOAST_DELAY_MS } from './toast'
import type { SharedProps } from './shared_props'

/** spec 002 §9: version check every 30 seconds. */
export const VERSION_CHECK_INTERVAL_MS = 30_000
const NEW_VERSION_TOAST_ID = 'new-version'

/* The build this tab is running: the version of the page it was first loaded with. */
let runningVersion: string | null = null
let announced = false

async function fetchBuildHash(): Promise<string | null> {
  try {
    const response = await fetch('/api/version.json', {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    })
    if (!response.ok) return null
    const body = (await response.json()) as { hash?: unknown }
    return typeof body.hash === 'string' ? body.hash : null
  } catch {
    return null
  }
}

function announceNewVersion() {
  announced = true
  window.setTimeout(() => {
    notifications.show({
      id: NEW_VERSION_TOAST_ID,
      title: 'A new version of Peerhaven is available.',
      message: (
        <Button size="xs" mt="xs" onClick={() => window.location.reload()}>
          Reload
        </Button>
      ),
      autoClose: false,
      withBorder: true,
    })
  }, TOAST_DELAY_MS)
}

/** Polls the build version (spec 002 §7) while the tab is visible; offers a reload once. */
export function useVersionCheck() {
  const { props } = usePage<SharedProps>()
  runningVersion ??= props.version

  useEffect(() => {
    const timer = window.setInterval(async () => {
      if (announced || document.hidden) return
      const hash = await fetchBuildHash()
      if (hash && hash !== runningVersion && !announced) announceNewVersion()
    }, VERSION_CHECK_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [])
}
