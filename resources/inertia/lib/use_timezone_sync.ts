import { useEffect } from 'react'
import { usePage } from '@inertiajs/react'
import { postJson } from './csrf'
import type { SharedProps } from './shared_props'

let sentThisPageLoad = false

function browserTimezone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null
  } catch {
    return null
  }
}

/** spec 002 §7 "Set user time zone": sent once per page load when the browser's zone differs from the profile's. */
export function useTimezoneSync() {
  const { props } = usePage<SharedProps>()
  const profileZone = props.user?.timezone ?? null

  useEffect(() => {
    if (sentThisPageLoad || profileZone === null) return
    const timezone = browserTimezone()
    if (!timezone || timezone === profileZone) return
    sentThisPageLoad = true
    postJson('/api/me/timezone', { timezone }).catch(() => {
      // Best effort: the next page load tries again.
    })
  }, [profileZone])
}
