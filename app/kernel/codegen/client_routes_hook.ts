import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

type RouteItem = {
  name?: string
  pattern: string
  domain: string
  methods: string[]
  tokens: Array<{ val: string; old: string; type: 0 | 1 | 2 | 3; end: string }>
}

/**
 * Assembler `routesCommitted` hook (run by `node ace codegen`, builds and the dev server): writes
 * `.adonisjs/client/routes.json`, the NAMED routes with just what building a URL needs (pattern,
 * methods, tokens). The browser's `urlFor` (resources/inertia/lib/routes.ts) reads it, so pages
 * link by route name instead of hard-coded paths; it holds no handlers or middleware.
 */
export function clientRoutes(routes: Record<string, RouteItem[]>) {
  const slim: Record<string, Array<Omit<RouteItem, 'domain'> & { domain: string }>> = {}
  for (const [domain, list] of Object.entries(routes)) {
    slim[domain] = list
      .filter((route) => route.name)
      .map(({ name, pattern, methods, tokens }) => ({
        name,
        pattern,
        domain,
        methods,
        tokens: tokens.map(({ val, old, type, end }) => ({ val, old, type, end })),
      }))
  }
  return slim
}

export default function clientRoutesHook(_parent: unknown, routes: Record<string, RouteItem[]>) {
  const outDir = join(process.cwd(), '.adonisjs', 'client')
  mkdirSync(outDir, { recursive: true })
  writeFileSync(join(outDir, 'routes.json'), `${JSON.stringify(clientRoutes(routes))}\n`)
}
