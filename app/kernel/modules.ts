import type { BaseCommand } from '@adonisjs/core/ace'
import { registrarFor, type HookRegistrar } from './hooks.js'

/*
 * The module contract (DESIGN "Layout"). A module is a folder modules/<name>/ with a manifest,
 * `module.ts`, default-exporting `defineModule({...})`. start/modules.ts lists the modules in
 * layer order; from that one list the app
 *   - runs each module's migrations (modules/<name>/database/migrations) in list order,
 *   - loads each manifest: `register(hooks)` (synchronous, no I/O), then its routes and its public
 *     surface (index.ts: jobs, listeners),
 *   - offers its ace commands.
 * So adding a module is its folder plus its name in start/modules.ts, nothing else.
 */
export type CommandLoader = () => Promise<{ default: typeof BaseCommand }>

export type ModuleManifest = {
  /** The folder name under modules/. */
  name: string
  /** The routes file (registers its routes on import). */
  routes?: () => Promise<unknown>
  /**
   * Register this module's routes before every other module's (the router tries routes in the
   * order they were registered). Only for a table that must win over others' patterns: the
   * site's redirect table (spec 000 §2.1).
   */
  routesFirst?: boolean
  /**
   * Catch-all routes (the console's "any other /admin path" page), registered after every
   * module's and program's routes (`loadFallbackRoutes`), so a program's own page under the same
   * prefix (/admin/key-club) is tried first.
   */
  fallbackRoutes?: () => Promise<unknown>
  /** The public surface (index.ts): loaded in every process so jobs and listeners exist. */
  surface?: () => Promise<unknown>
  /** Ace commands by name; each file is imported when ace lists commands: keep them light. */
  commands?: Record<string, CommandLoader>
  /** Synchronous, no I/O: navigation entries, hook handlers, outlet fillers, resolvers. */
  register?(hooks: HookRegistrar): void
  /** Runs once the web process is ready (e.g. make sure a repeatable job exists). */
  ready?(): Promise<void>
}

export type ModuleDefinition = ModuleManifest & { readonly __module: true }

export function defineModule(manifest: ModuleManifest): ModuleDefinition {
  return Object.freeze({ ...manifest, __module: true as const })
}

export class InvalidModuleError extends Error {
  constructor(name: string, detail: string) {
    super(`Invalid module "${name}": ${detail}`)
    this.name = 'InvalidModuleError'
  }
}

type ModuleImport = (name: string) => Promise<unknown>

/** Imports and checks every listed manifest (no side effects beyond the imports). */
export async function resolveModules(names: readonly string[], importManifest: ModuleImport): Promise<ModuleDefinition[]> {
  const manifests: ModuleDefinition[] = []
  for (const name of names) {
    const loaded = (await importManifest(name)) as { default?: Partial<ModuleDefinition> }
    const manifest = loaded?.default
    if (!manifest || manifest.__module !== true) throw new InvalidModuleError(name, 'module.ts must `export default defineModule({...})`')
    if (manifest.name !== name) throw new InvalidModuleError(name, `its manifest is named "${manifest.name}" (the folder name is the module name)`)
    manifests.push(manifest as ModuleDefinition)
  }
  return manifests
}

let loaded: ModuleDefinition[] | null = null

/** Boot: register every module's hooks, then load its routes and public surface. Once per process. */
export async function loadModules(names: readonly string[], importManifest: ModuleImport): Promise<ModuleDefinition[]> {
  if (loaded) return loaded
  const manifests = await resolveModules(names, importManifest)
  for (const manifest of manifests) manifest.register?.(registrarFor(`module:${manifest.name}`))
  const routeOrder = [...manifests.filter((m) => m.routesFirst), ...manifests.filter((m) => !m.routesFirst)]
  for (const manifest of routeOrder) await manifest.routes?.()
  for (const manifest of manifests) await manifest.surface?.()
  loaded = manifests
  return loaded
}

let fallbacksLoaded = false

/** Boot, after the programs registered their routes: every module's catch-all routes. Once per process. */
export async function loadFallbackRoutes(): Promise<void> {
  if (fallbacksLoaded) return
  fallbacksLoaded = true
  for (const manifest of loaded ?? []) await manifest.fallbackRoutes?.()
}

export function loadedModules(): ModuleDefinition[] {
  return loaded ?? []
}
