/* The server surface of profiles (top layer: nothing imports it; it registers its notification kind). */
import { registerTutorSessionKind } from './notify_followers.js'

registerTutorSessionKind()
