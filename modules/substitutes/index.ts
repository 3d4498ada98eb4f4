/* Public surface of substitutes: its notification kinds and the broadcast job exist in every process. */
import { registerSubstituteKinds } from './notifications.js'
import './jobs/broadcast_job.js'

export { substituteBroadcastJob, BROADCAST_EVERY_MS } from './jobs/broadcast_job.js'
export { broadcastSubstitutes } from './actions/broadcast_substitutes.js'

registerSubstituteKinds()
