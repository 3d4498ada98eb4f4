import type { ResolvedComponent } from '@inertiajs/react'

type PageModule = { default: ResolvedComponent }
type PageLoader = () => Promise<PageModule>

/*
 * Same naming rule as the server's page index (app/kernel/codegen/page_names.ts):
 *   /resources/inertia/pages/errors/not_found.tsx -> errors/not_found
 *   /modules/<module>/ui/pages/<path>.tsx          -> <module>/<path>
 *   /programs/<program>/ui/pages/<path>.tsx        -> programs/<program>/<path>
 */
const NAME_RULES: Array<[RegExp, (match: RegExpMatchArray) => string]> = [
  [/^\/resources\/inertia\/pages\/(.+)\.tsx$/, (m) => m[1]],
  [/^\/modules\/([^/]+)\/ui\/pages\/(.+)\.tsx$/, (m) => `${m[1]}/${m[2]}`],
  [/^\/programs\/([^/]+)\/ui\/pages\/(.+)\.tsx$/, (m) => `programs/${m[1]}/${m[2]}`],
]

export function pageNameFromPath(path: string): string {
  for (const [pattern, name] of NAME_RULES) {
    const match = path.match(pattern)
    if (match) return name(match)
  }
  throw new Error(`Not an Inertia page path: ${path}`)
}

const files: Record<string, PageLoader> = {
  ...import.meta.glob<PageModule>('/resources/inertia/pages/**/*.tsx'),
  ...import.meta.glob<PageModule>('/modules/*/ui/pages/**/*.tsx'),
  ...import.meta.glob<PageModule>('/programs/*/ui/pages/**/*.tsx'),
}

const pages = new Map<string, PageLoader>()
for (const [path, load] of Object.entries(files)) {
  const name = pageNameFromPath(path)
  if (pages.has(name))
    throw new Error(`Two Inertia pages are named "${name}"; rename one of them (${path}).`)
  pages.set(name, load)
}

export async function resolvePage(name: string): Promise<ResolvedComponent> {
  const load = pages.get(name)
  if (!load) {
    throw new Error(
      `Unknown Inertia page "${name}". Pages live in resources/inertia/pages, modules/<module>/ui/pages or programs/<program>/ui/pages.`
    )
  }
  const module = await load()
  return module.default
}
