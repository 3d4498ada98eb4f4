import type { HttpContext } from '@adonisjs/core/http'
import type { JSONDataTypes } from '@adonisjs/core/types/transformers'
import { hooks } from '#kernel/hooks'
import { ACCESS_STATUS, blockedScreenDetails, type PageAccessCode } from './access.js'
import { viewerOf } from './viewer.js'
import SuspensionActionTransformer from './transformers/suspension_action_transformer.js'

/** Renders the access-blocked screen for a code, as a page or as JSON for API calls. */
export async function renderBlocked(ctx: HttpContext, code: PageAccessCode, extra: Record<string, unknown> = {}) {
  const viewer = await viewerOf(ctx)
  const { email, suspensionAction } = blockedScreenDetails(code, viewer?.user ?? null)
  ctx.response.status(ACCESS_STATUS[code])
  const wantsJson = ctx.request.url().startsWith('/api/') && !ctx.request.header('x-inertia')
  if (wantsJson) return ctx.response.send({ code })
  // Sent explicitly: this also runs from middleware, whose return value is not the response.
  // Higher layers explain a suspension further (safety: the sanction's reason, evidence and appeal).
  const suspended = viewer && (code === 'user_suspended' || code === 'user_maybe_suspended')
  const sections = suspended ? await hooks.outlet('blocked.sections', { viewerId: viewer.user.id }) : []
  const page = await ctx.inertia.render('identity/access_blocked', {
    code,
    currentPath: ctx.request.url(true),
    verifyingEmail: ctx.request.qs().verifying_email !== undefined,
    email,
    suspensionAction: suspensionAction === undefined ? undefined : SuspensionActionTransformer.transform(suspensionAction),
    // Outlet props are JSON by the outlet contract (app/kernel/hooks.ts OutletComponent).
    sections: sections.map((item) => ({ ...item, props: item.props as { [key: string]: JSONDataTypes } })),
    ...extra,
  })
  ctx.response.send(page)
}
