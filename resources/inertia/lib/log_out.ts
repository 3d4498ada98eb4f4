import { router } from '@inertiajs/react'
import { LOGOUT_PATH } from './navigation'

/** Ends the session on the server; it answers with a redirect home. */
export function logOut() {
  router.post(LOGOUT_PATH)
}
