import { defineJob, runEvery } from '#app/support/jobs/jobs'

export const BROADCAST_EVERY_MS = 60_000

/* Every minute (a repeatable job with Redis, a timer without): offers newly unhosted sessions, closes stale calls. */
export const substituteBroadcastJob = defineJob<Record<string, never>>('substitutes:broadcast', async () => {
  const { broadcastSubstitutes } = await import('../actions/broadcast_substitutes.js')
  await broadcastSubstitutes()
})

export function startSubstituteBroadcasts() {
  return runEvery(substituteBroadcastJob, BROADCAST_EVERY_MS)
}
