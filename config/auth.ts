import { defineConfig } from '@adonisjs/auth'
import { configProvider } from '@adonisjs/core'
import { sessionGuard } from '@adonisjs/auth/session'
import type { InferAuthenticators, InferAuthEvents, Authenticators } from '@adonisjs/auth/types'
import type { CachedSessionUserProvider } from '#modules/identity/viewer_user_provider'

const authConfig = defineConfig({
  default: 'web',
  guards: {
    web: sessionGuard({
      useRememberMeTokens: false,
      // The library's Lucid provider, reading the signed-in user through the viewer cache (issue 19).
      provider: configProvider.create<CachedSessionUserProvider>(async () => {
        const { CachedSessionUserProvider: Provider } = await import('#modules/identity/viewer_user_provider')
        return new Provider({ model: () => import('#modules/identity/models/user') })
      }),
    }),
  },
})

export default authConfig

declare module '@adonisjs/auth/types' {
  export interface Authenticators extends InferAuthenticators<typeof authConfig> {}
}
declare module '@adonisjs/core/types' {
  interface EventsList extends InferAuthEvents<Authenticators> {}
}
