import type { HttpContext } from '@adonisjs/core/http'
import BaseInertiaMiddleware from '@adonisjs/inertia/inertia_middleware'
import type { JSONDataTypes } from '@adonisjs/core/types/transformers'
import { hooks } from '#kernel/hooks'
import { navigationFor } from '#kernel/navigation'
import { buildVersion } from '#support/build_version'
import { identitySharedProps } from '../queries/shared_props.js'

/*
 * Props every page receives: the viewer, the navigation, the current announcement banner, the
 * header items higher layers fill through the 'frame.header' outlet (the notification bell),
 * flash messages and the build version. It lives in identity (the lowest context) because the
 * viewer is identity's; app/ never imports a module. The browser types these props from
 * `Data.SharedProps` (generated from this class by app/kernel/codegen/transformer_index.ts).
 */
export default class InertiaMiddleware extends BaseInertiaMiddleware {
  async share(ctx: HttpContext) {
    const identity = await identitySharedProps(ctx)
    const headerItems = await hooks.outlet('frame.header', { viewerId: identity.user?.id ?? null })
    return {
      appName: 'Peerhaven',
      user: identity.user,
      announcement: identity.announcement,
      // Outlet props are JSON by the outlet contract (app/kernel/hooks.ts OutletComponent).
      headerItems: headerItems.map((item) => ({ ...item, props: item.props as { [key: string]: JSONDataTypes } })),
      navigation: navigationFor(identity.navState, new Set(identity.user?.roles ?? [])),
      flash: {
        success: (ctx.session?.flashMessages.get('success') as string | undefined) ?? null,
        error: (ctx.session?.flashMessages.get('error') as string | undefined) ?? null,
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
