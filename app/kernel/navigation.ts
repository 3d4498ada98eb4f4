/*
 * Navigation entries are contributed by modules and programs (a kernel hook): an entry exists
 * only once its page does, so the frame never links to a missing capability.
 * spec 000 §2.6 names the menus.
 */
export type NavMenu = 'learn' | 'certify' | 'community' | 'howItWorks' | 'about' | 'account' | 'footer'

export type NavAudience = 'everyone' | 'loggedOut' | 'member'

export type NavEntry = {
  menu: NavMenu
  label: string
  href: string
  subtitle?: string
  /** Group heading inside a menu (e.g. the worlds panel's domains, footer columns). */
  group?: string
  audience: NavAudience
  /** Only shown to holders of this role. */
  role?: string
  order: number
}

const entries: NavEntry[] = []

export function registerNavEntry(entry: NavEntry) {
  if (entries.some((e) => e.menu === entry.menu && e.href === entry.href)) return
  entries.push(entry)
}

export type NavState = 'loggedOut' | 'minimal' | 'member'

export type ClientNav = {
  state: NavState
  menus: Partial<Record<NavMenu, Array<Omit<NavEntry, 'menu' | 'audience' | 'role' | 'order'>>>>
}

export function navigationFor(state: NavState, roles: ReadonlySet<string>): ClientNav {
  const menus: ClientNav['menus'] = {}
  if (state === 'minimal') return { state, menus }
  const visible = entries
    .filter((entry) => {
      if (entry.audience === 'loggedOut' && state !== 'loggedOut') return false
      if (entry.audience === 'member' && state !== 'member') return false
      if (entry.role && !roles.has(entry.role)) return false
      return true
    })
    .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label))
  for (const entry of visible) {
    const list = (menus[entry.menu] ??= [])
    list.push({ label: entry.label, href: entry.href, subtitle: entry.subtitle, group: entry.group })
  }
  return { state, menus }
}
