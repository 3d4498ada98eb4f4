import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@adonisjs/core/http'
import { viewerOf, type Role } from '#modules/identity/index'

/** The signed-in staff member (the admin routes are guarded, so there always is one). */
export async function staffOf(ctx: HttpContext): Promise<{ id: number; roles: Set<Role> }> {
  const viewer = await viewerOf(ctx)
  if (!viewer) throw new Error('admin route reached without a signed-in user')
  return { id: viewer.user.id, roles: viewer.roles }
}

/** The friendly 404 page. */
export function notFound(ctx: HttpContext): never {
  throw new errors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
}

/** A positive integer route parameter, or the 404 page. */
export function idParam(ctx: HttpContext, name = 'id'): number {
  const raw = String(ctx.params[name] ?? '')
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) notFound(ctx)
  return Number(raw)
}

/** List pages read `q` and `page` leniently: a malformed value falls back to the default. */
export function listQuery(ctx: HttpContext) {
  const qs = ctx.request.qs()
  const q = typeof qs.q === 'string' ? qs.q.trim().slice(0, 100) : ''
  const pageText = typeof qs.page === 'string' ? qs.page : ''
  const page = /^\d{1,6}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1
  return { q, page, flag: (name: string) => ['1', 'true', 'on'].includes(String(qs[name] ?? '')) }
}
