import { useEffect } from 'react'
import { router, usePage } from '@inertiajs/react'
import { showToast } from './toast'
import type { SharedProps } from './shared_props'

type Flash = SharedProps['flash']

/* A flash object is shown once even if the frame remounts while its page is current. */
const shown = new WeakSet<Flash>()

function toastFlash(flash: Flash | undefined) {
  if (!flash || shown.has(flash)) return
  shown.add(flash)
  if (flash.success) showToast({ message: flash.success, color: 'teal' })
  if (flash.error) showToast({ message: flash.error, color: 'red', autoClose: 10_000 })
}

/**
 * Server flash messages as toasts. Only fresh server responses count: going back in
 * history restores old props and must not replay their messages.
 */
export function useFlashToasts() {
  const { props } = usePage<SharedProps>()
  useEffect(() => {
    toastFlash(props.flash)
    return router.on('success', (event) =>
      toastFlash((event.detail.page.props as Partial<SharedProps>).flash)
    )
  }, []) // mount only: later pages arrive through the success event
}
