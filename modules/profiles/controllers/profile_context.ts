import type { HttpContext } from '@adonisjs/core/http'
import { notFound } from '#app/support/http'
import { findProfileUser } from '../queries/profile.js'

/** The person a /u/:user address names, or the friendly 404. */
export async function profileFromRoute(ctx: HttpContext) {
  const target = await findProfileUser(String(ctx.params.user))
  if (!target) notFound(ctx)
  return target
}
