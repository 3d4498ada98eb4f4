import type { ComponentType } from 'react'
import { deferredComponent } from '~/lib/deferred_component'
import type { OutletComponent } from '~/lib/outlets'

/*
 * Renders a component outlet (app/kernel/hooks.ts OutletComponent): each entry names a component
 * of a module or program, which is how a higher layer shows something on a lower layer's page.
 *   /modules/<module>/ui/outlets/<file>.tsx     -> '<module>/<file>'
 *   /programs/<program>/ui/outlets/<file>.tsx   -> 'programs/<program>/<file>'
 * Each outlet component is its own chunk, loaded when an entry names it (issue 19: bundled
 * eagerly, they put the group chat's editor and the world feed into every page's first download).
 */
type OutletModule = { default: ComponentType<any> }

const files: Record<string, () => Promise<OutletModule>> = {
  ...import.meta.glob<OutletModule>('/modules/*/ui/outlets/*.tsx'),
  ...import.meta.glob<OutletModule>('/programs/*/ui/outlets/*.tsx'),
}

export function outletComponentName(path: string): string | null {
  let match = path.match(/^\/modules\/([^/]+)\/ui\/outlets\/([^/]+)\.tsx$/)
  if (match) return `${match[1]}/${match[2]}`
  match = path.match(/^\/programs\/([^/]+)\/ui\/outlets\/([^/]+)\.tsx$/)
  return match ? `programs/${match[1]}/${match[2]}` : null
}

const loaders = new Map(Object.entries(files).flatMap(([path, load]) => {
  const name = outletComponentName(path)
  return name ? [[name, load] as const] : []
}))

const components = new Map<string, ComponentType<any>>()

/** Loads the named component on first render; nothing shows until its chunk has arrived. */
function deferred(load: () => Promise<OutletModule>): ComponentType<any> {
  return deferredComponent(async () => (await load()).default)
}

/**
 * The named component once its chunk has loaded (undefined for an unknown name): for a toast,
 * which must not show as an empty box while its body is on its way.
 */
export async function loadedOutletComponent(name: string): Promise<ComponentType<any> | undefined> {
  const load = loaders.get(name)
  if (!load) return undefined
  const loaded = (await load()).default
  components.set(name, loaded)
  return loaded
}

/** The component an outlet, prompt or toast entry names; undefined for an unknown name. */
export function outletComponent(name: string): ComponentType<any> | undefined {
  let component = components.get(name)
  if (!component) {
    const load = loaders.get(name)
    if (!load) return undefined
    component = deferred(load)
    components.set(name, component)
  }
  return component
}

export function OutletZone({ entries }: { entries: OutletComponent[] }) {
  return (
    <>
      {entries.map((entry) => {
        const Component = outletComponent(entry.component)
        // An unknown name is a deploy mismatch (server newer than the bundle): show nothing.
        return Component ? <Component key={entry.key} {...entry.props} /> : null
      })}
    </>
  )
}
