/*
 * Boot: platform routes; the programs listed in start/programs.ts, validated (known to
 * listPrograms() but registering nothing yet); every module of start/modules.ts (hooks, routes,
 * public surface: app/kernel/modules.ts); then the programs register their hooks and routes;
 * last, the modules' catch-all routes (the router tries routes in registration order).
 */
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import '#app/support/platform_routes'
import { loadFallbackRoutes, loadModules, loadedModules } from '#kernel/modules'
import { loadPrograms, registerPrograms } from '#kernel/programs/registry'
import { MODULE_NAMES } from '#start/modules'
import { programLoaders } from '#start/programs'

await loadPrograms(programLoaders)
await loadModules(MODULE_NAMES, (name) => import(`#modules/${name}/module`))
await registerPrograms()
await loadFallbackRoutes()

/* Web processes run each module's `ready()` (e.g. the programs context's repeatable deadline job). */
if (app.getEnvironment() === 'web') {
  await app.ready(async () => {
    for (const manifest of loadedModules()) {
      await manifest.ready?.().catch((error) => logger.error({ err: error, module: manifest.name }, 'module ready() failed'))
    }
  })
}
