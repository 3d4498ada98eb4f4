import { router } from '@inertiajs/react'
import { useLiveChannel } from '~/lib/live'

/**
 * Listens on a place's live channel and reloads the named props when a post or comment changes
 * there: the server decides again what the viewer may see (messages carry ids only).
 */
export function useLiveReload(channel: string | null, only: string[]) {
  useLiveChannel<{ event: string; postId: number }>(channel, () => {
    router.reload({ only, preserveUrl: true } as Parameters<typeof router.reload>[0])
  })
}
