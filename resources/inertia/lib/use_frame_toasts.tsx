import { useEffect } from 'react'
import { usePage } from '@inertiajs/react'
import { notifications } from '@mantine/notifications'
import { loadedOutletComponent } from '../components/outlet_zone'
import { TOAST_DELAY_MS } from './toast'
import type { SharedProps } from './shared_props'

/* Toasts closed with the X stay closed in this tab; lasting dismissal is the toast's own route. */
const closedInThisTab = new Set<string>()
const shown = new Set<string>()

const toastId = (key: string) => `frame-toast:${key}`

/**
 * The toasts modules register through the 'frame.toasts' outlet (spec 000 §2.5), shown one second
 * after a page loads; a toast the next page no longer lists is taken down. While a blocking
 * prompt is open (spec 000 §2.4) no toast shows: on a phone a toast sat over the prompt's buttons,
 * and the prompt is the one thing the page asks for. The toasts come back once it is answered.
 */
export function useFrameToasts() {
  const { props } = usePage<SharedProps>()
  const blocked = Boolean(props.prompt)
  const toasts = blocked ? [] : props.toasts

  useEffect(() => {
    const listed = new Set(toasts.map((toast) => toast.key))
    for (const key of [...shown]) {
      if (!listed.has(key)) {
        notifications.hide(toastId(key))
        shown.delete(key)
      }
    }
    let cancelled = false
    const timer = window.setTimeout(async () => {
      for (const toast of toasts) {
        if (shown.has(toast.key) || closedInThisTab.has(toast.key)) continue
        // Its chunk first, so the toast never shows as an empty box.
        const Body = await loadedOutletComponent(toast.component)
        if (cancelled || !Body || shown.has(toast.key) || closedInThisTab.has(toast.key)) continue
        const id = toastId(toast.key)
        shown.add(toast.key)
        notifications.show({
          id,
          message: <Body {...toast.props} toastId={id} />,
          autoClose: false,
          withBorder: true,
          onClose: () => {
            shown.delete(toast.key)
            closedInThisTab.add(toast.key)
          },
        })
      }
    }, TOAST_DELAY_MS)
    return () => {
      cancelled = true
      window.clearTimeout(timer)
    }
  }, [toasts, blocked])
}
