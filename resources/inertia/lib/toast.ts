import { notifications } from '@mantine/notifications'
import type { ReactNode } from 'react'

/** spec 002 §9: toasts appear after 1 second. */
export const TOAST_DELAY_MS = 1000

export type ToastOptions = {
  title?: string
  message: ReactNode
  color?: string
  /** Milliseconds before closing, or false to stay until dismissed. */
  autoClose?: number | false
  /** Showing a toast with an id that is already open does nothing. */
  id?: string
}

export function showToast({
  title,
  message,
  color = 'haven',
  autoClose = 6000,
  id,
}: ToastOptions): void {
  window.setTimeout(() => {
    notifications.show({ id, title, message, color, autoClose, withBorder: true })
  }, TOAST_DELAY_MS)
}
