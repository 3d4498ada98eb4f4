/* The server surface of tutors (top layer: nothing imports it; it registers its notification kinds). */
import { registerTutorsKinds } from './notifications.js'

export { HEAVY_REQUEST_LIMIT, HEAVY_REQUEST_WINDOW_DAYS } from './rules.js'

registerTutorsKinds()
