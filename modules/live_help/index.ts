/* Public surface of live help (issue 18 §1). */
import { registerLiveHelpKinds } from './notifications.js'

export { default as LiveHelpRequest } from './models/live_help_request.js'
export { statusOf, currentRequest, type LiveHelpStatus } from './rules.js'

registerLiveHelpKinds()
