import { defineConfig } from '@adonisjs/core/app'

const moduleSuite = (suite: string) => [
  `tests/${suite}/**/*.spec.{ts,js}`,
  `modules/*/tests/${suite}/**/*.spec.{ts,js}`,
  `programs/*/tests/${suite}/**/*.spec.{ts,js}`,
]

export default defineConfig({
  commands: [
    () => import('@adonisjs/core/commands'),
    () => import('@adonisjs/lucid/commands'),
    () => import('@adonisjs/session/commands'),
    () => import('@adonisjs/inertia/commands'),
    () => import('@adonisjs/mail/commands'),
    () => import('@adonisjs/bouncer/commands'),
    () => import('#start/commands'),
  ],

  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    { file: () => import('@adonisjs/core/providers/repl_provider'), environment: ['repl', 'test'] },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/core/providers/edge_provider'),
    // Per-request framework work removed (issue 19): key objects reused, views made only to render.
    () => import('#app/support/frame/frame_provider'),
    () => import('@adonisjs/session/session_provider'),
    () => import('#app/support/vite/vite_provider'),
    () => import('@adonisjs/shield/shield_provider'),
    () => import('@adonisjs/static/static_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/inertia/inertia_provider'),
    () => import('@adonisjs/bouncer/bouncer_provider'),
    () => import('@adonisjs/redis/redis_provider'),
    // Public lists' shared cache (issue 19; config/cache.ts, app/support/cache/public_lists.ts).
    () => import('@adonisjs/cache/cache_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/mail/mail_provider'),
    () => import('@adonisjs/drive/drive_provider'),
    () => import('@adonisjs/transmit/transmit_provider'),
  ],

  preloads: [
    () => import('#start/routes'),
    () => import('#start/kernel'),
    { file: () => import('#start/events'), environment: ['web', 'console', 'test', 'repl'] },
  ],

  tests: {
    suites: [
      { name: 'unit', files: moduleSuite('unit'), timeout: 10_000 },
      { name: 'functional', files: moduleSuite('functional'), timeout: 30_000 },
      { name: 'browser', files: moduleSuite('browser'), timeout: 120_000 },
    ],
    forceExit: true,
  },

  metaFiles: [
    { pattern: 'resources/views/**/*.edge', reloadServer: false },
    { pattern: 'public/**', reloadServer: false },
  ],

  hooks: {
    init: [() => import('./app/kernel/codegen/codegen_hook.js')],
    routesCommitted: [() => import('./app/kernel/codegen/client_routes_hook.js')],
    buildStarting: [() => import('@adonisjs/vite/build_hook')],
  },
})
