import type { HttpContext } from '@adonisjs/core/http'
import type User from './models/user.js'
import type { Role } from './roles.js'
import type { AccessSubject } from './access.js'

export type Viewer = { user: User; roles: Set<Role> } | null

const cache = new WeakMap<HttpContext, Promise<Viewer>>()

/** The logged-in user and their expanded roles, computed once per request. */
export function viewerOf(ctx: HttpContext): Promise<Viewer> {
  let viewer = cache.get(ctx)
  if (!viewer) {
    const user = ctx.auth.user as User | undefined
    viewer = user ? user.roles().then((roles) => ({ user, roles })) : Promise.resolve(null)
    cache.set(ctx, viewer)
  }
  return viewer
}

export function forgetViewer(ctx: HttpContext) {
  cache.delete(ctx)
}

export function accessSubject(viewer: Viewer): AccessSubject | null {
  if (!viewer) return null
  return {
    dateOfBirth: viewer.user.dateOfBirth,
    emailVerified: viewer.user.isEmailVerified,
    onboarded: viewer.user.isOnboarded,
    suspensionActions: viewer.user.suspensionActions,
    roles: viewer.roles,
  }
}
