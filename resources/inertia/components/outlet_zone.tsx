import type { ComponentType } from 'react'
import type { OutletComponent } from '~/lib/outlets'

/*
 * Renders a component outlet (app/kernel/hooks.ts OutletComponent): each entry names a component
 * of a module or program, which is how a higher layer shows something on a lower layer's page.
 *   /modules/<module>/ui/outlets/<file>.tsx     -> '<module>/<file>'
 *   /programs/<program>/ui/outlets/<file>.tsx   -> 'programs/<program>/<file>'
 * Outlet components are few and small, so they are bundled eagerly.
 */
type OutletModule = { default: ComponentType<any> }

const files: Record<string, OutletModule> = {
  ...import.meta.glob<OutletModule>('/modules/*/ui/outlets/*.tsx', { eager: true }),
  ...import.meta.glob<OutletModule>('/programs/*/ui/outlets/*.tsx', { eager: true }),
}

export function outletComponentName(path: string): string | null {
  let match = path.match(/^\/modules\/([^/]+)\/ui\/outlets\/([^/]+)\.tsx$/)
  if (match) return `${match[1]}/${match[2]}`
  match = path.match(/^\/programs\/([^/]+)\/ui\/outlets\/([^/]+)\.tsx$/)
  return match ? `programs/${match[1]}/${match[2]}` : null
}

const components = new Map(Object.entries(files).flatMap(([path, mod]) => {
  const name = outletComponentName(path)
  return name ? [[name, mod.default] as const] : []
}))

/** The component an outlet, prompt or toast entry names; undefined for an unknown name. */
export function outletComponent(name: string): ComponentType<any> | undefined {
  return components.get(name)
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
