import type { HttpContext } from '@adonisjs/core/http'
import BaseInertiaMiddleware from '@adonisjs/inertia/inertia_middleware'
import type { JSONDataTypes } from '@adonisjs/core/types/transformers'
import { hooks } from '#kernel/hooks'
import { navigationFor } from '#kernel/navigation'
import { buildVersion } from '#support/build_version'
import { identitySharedProps, type ClientUser } from '../queries/shared_props.js'
import { SUSPENDED_ROLES } from '../roles.js'
import type { AccountGateNotice } from '../account_gate.js'

type JsonProps = { [key: string]: JSONDataTypes }

/*
 * spec 000 §2.4: "Users with no roles, or with certain blocked states, see none of these prompts".
 * No roles = none beyond the implicit ones (basic, the age bucket); the blocked states are the
 * suspensions and a rejected account, which have screens of their own. Unverified and onboarding
 * users (the minimal navigation) have pages of their own to finish first. Toasts (§2.5) follow
 * the same rule.
 */
const PROMPT_FREE_STATES: readonly string[] = [...SUSPENDED_ROLES, 'rejected']
const isImplicit = (role: string) => role === 'basic' || role.startsWith('age:')

function seesPromptsAndToasts(user: ClientUser | null, member: boolean): user is ClientUser {
  if (!user || !member || user.roles.every(isImplicit)) return false
  return !user.roles.some((role) => PROMPT_FREE_STATES.includes(role))
}

export default class InertiaMiddleware extends BaseInertiaMiddleware {
  async share(ctx: HttpContext) {
    const identity = await identitySharedProps(ctx)
    const headerItems = await hooks.outlet('frame.header', { viewerId: identity.user?.id ?? null })
    const viewer = identity.user
    const prompted = seesPromptsAndToasts(viewer, identity.navState === 'member')
    // GET pages only: a prompt is answered by a POST whose redirect recomputes it.
    const prompt =
      prompted && ctx.request.method() === 'GET'
        ? await hooks.firstPrompt({ viewerId: viewer.id, routeName: ctx.route?.name ?? null, path: ctx.request.url() })
        : null
    const toasts = prompted ? await hooks.outlet('frame.toasts', { viewerId: viewer.id }) : []
    return {
      appName: 'Peerhaven',
      user: identity.user,
      announcement: identity.announcement,
      // Outlet props are JSON by the outlet contract (app/kernel/hooks.ts OutletComponent).
      headerItems: headerItems.map((item) => ({ ...item, props: item.props as JsonProps })),
      // Prompt and toast props are JSON by their contracts (app/kernel/hooks.ts PromptItem, OutletComponent).
      prompt: prompt ? { ...prompt, props: prompt.props as JsonProps } : null,
      toasts: toasts.map((item) => ({ ...item, props: item.props as JsonProps })),
      navigation: navigationFor(identity.navState, new Set(identity.user?.roles ?? [])),
      flash: {
        success: (ctx.session?.flashMessages.get('success') as string | undefined) ?? null,
        error: (ctx.session?.flashMessages.get('error') as string | undefined) ?? null,
        // A gated action refused (spec 000 §2.3 modals): answerDenial flashes the modal's notice.
        accountGate: (ctx.session?.flashMessages.get('accountGate') as AccountGateNotice | undefined) ?? null,
      },
      version: buildVersion().hash,
      errors: ctx.session ? this.getValidationErrors(ctx) : {},
    }
  }

  async handle(ctx: HttpContext, next: () => Promise<void>) {
    await this.init(ctx)
    const output = await next()
    this.dispose(ctx)
    return output
  }
}

declare module '@adonisjs/inertia/types' {
  type MiddlewareSharedProps = InferSharedProps<InertiaMiddleware>
  export interface SharedProps extends MiddlewareSharedProps {}
}
