import { DROPDOWN_WIDE_AFTER } from '../theme'
import type { CurrentUser, NavEntry, NavMenuKey, SharedProps } from './shared_props'

export const HELP_DESK: NavEntry = { label: 'Help Desk', href: 'mailto:help@peerhaven.org' }
export const LOGOUT_PATH = '/api/auth/logout'

/** What the header shows, in order; the desktop bar and the mobile drawer both render it. */
export type HeaderItem =
  | { kind: 'menu'; key: NavMenuKey; label: string; entries: NavEntry[]; active: boolean }
  | { kind: 'link'; key: string; label: string; href: string; active: boolean }

export type HeaderModel = {
  homeHref: string
  items: HeaderItem[]
  /** Sign In / Sign Up buttons (logged out). */
  showAuthButtons: boolean
  /** The account menu (members): its entries, Help Desk and Staff console included. */
  account: NavEntry[] | null
  /** A bare Log Out button (unverified or onboarding users). */
  showLogoutButton: boolean
}

type Navigation = SharedProps['navigation']

const MENU_LABELS: Record<Exclude<NavMenuKey, 'account' | 'footer'>, string> = {
  learn: 'Learn',
  certify: 'Certify',
  community: 'Community',
  howItWorks: 'How it Works',
  about: 'About',
}

/* spec 000 §2.6: paths starting with /course mark Learn active. */
const EXTRA_ACTIVE_PREFIXES: Partial<Record<NavMenuKey, string[]>> = { learn: ['/course'] }

export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//')
}

function pathOf(url: string): string {
  return url.split(/[?#]/)[0] || '/'
}

/** True when `currentUrl` is `href` or below it; the root "/" only matches itself. */
export function isCurrentPath(currentUrl: string, href: string): boolean {
  if (!isInternalHref(href)) return false
  const current = pathOf(currentUrl)
  const target = pathOf(href).replace(/\/+$/, '')
  if (target === '') return current === '/'
  return current === target || current.startsWith(`${target}/`)
}

export function isMenuActive(key: NavMenuKey, entries: NavEntry[], currentUrl: string): boolean {
  // Links to a section of another page (href with #) don't make their menu active.
  const pages = entries.filter((entry) => !entry.href.includes('#')).map((entry) => entry.href)
  const prefixes = [...pages, ...(EXTRA_ACTIVE_PREFIXES[key] ?? [])]
  return prefixes.some((href) => isCurrentPath(currentUrl, href))
}

export type EntryGroup = { heading: string | null; entries: NavEntry[] }

/** Ungrouped entries first, then each group in order of first appearance. */
export function groupEntries(entries: NavEntry[]): EntryGroup[] {
  const groups: EntryGroup[] = [{ heading: null, entries: entries.filter((entry) => !entry.group) }]
  for (const entry of entries) {
    if (!entry.group) continue
    const group = groups.find((g) => g.heading === entry.group)
    if (group) group.entries.push(entry)
    else groups.push({ heading: entry.group, entries: [entry] })
  }
  return groups.filter((group) => group.entries.length > 0)
}

export function isWideMenu(entries: NavEntry[]): boolean {
  return entries.length > DROPDOWN_WIDE_AFTER || entries.some((entry) => entry.group)
}

function menuItem(
  key: Exclude<NavMenuKey, 'account' | 'footer'>,
  navigation: Navigation,
  currentUrl: string
): HeaderItem | null {
  const entries = navigation.menus[key] ?? []
  if (entries.length === 0) return null
  const label = MENU_LABELS[key]
  if (key === 'about' && entries.length === 1) {
    const href = entries[0].href
    return { kind: 'link', key, label, href, active: isCurrentPath(currentUrl, href) }
  }
  return { kind: 'menu', key, label, entries, active: isMenuActive(key, entries, currentUrl) }
}

function present<T>(value: T | null): value is T {
  return value !== null
}

/** spec 000 §2.6: logged-out, minimal (unverified or onboarding) and member navigation. */
export function headerModel(
  navigation: Navigation,
  user: CurrentUser | null,
  currentUrl: string
): HeaderModel {
  if (navigation.state === 'minimal') {
    return {
      homeHref: '/',
      items: [
        {
          kind: 'link',
          key: 'helpDesk',
          label: HELP_DESK.label,
          href: HELP_DESK.href,
          active: false,
        },
      ],
      showAuthButtons: false,
      account: null,
      showLogoutButton: true,
    }
  }
  if (navigation.state === 'member') {
    const items = (['learn', 'certify', 'community'] as const).map((key) =>
      menuItem(key, navigation, currentUrl)
    )
    const staff = user?.isStaff ? [{ label: 'Staff console', href: '/admin' }] : []
    return {
      homeHref: '/dashboard',
      items: items.filter(present),
      showAuthButtons: false,
      account: [...(navigation.menus.account ?? []), ...staff, HELP_DESK],
      showLogoutButton: false,
    }
  }
  const items = (['learn', 'howItWorks', 'community', 'about'] as const).map((key) =>
    menuItem(key, navigation, currentUrl)
  )
  return {
    homeHref: '/',
    items: items.filter(present),
    showAuthButtons: true,
    account: null,
    showLogoutButton: false,
  }
}

/** Footer columns in the spec's order (000 §2.6); other named groups follow, ungrouped links go to the legal row. */
const FOOTER_GROUP_ORDER = ['About', 'Tutoring', 'Community', 'Resources']

export function footerColumns(entries: NavEntry[]): {
  columns: Array<{ heading: string; entries: NavEntry[] }>
  legal: NavEntry[]
} {
  const groups = groupEntries(entries)
  const rank = (heading: string) => {
    const index = FOOTER_GROUP_ORDER.indexOf(heading)
    return index === -1 ? FOOTER_GROUP_ORDER.length : index
  }
  const columns = groups
    .filter((group): group is EntryGroup & { heading: string } => group.heading !== null)
    .sort((a, b) => rank(a.heading) - rank(b.heading))
  return { columns, legal: groups.find((group) => group.heading === null)?.entries ?? [] }
}

type Row = { heading: string } | { entry: NavEntry }

function rowsToGroups(rows: Row[]): EntryGroup[] {
  const groups: EntryGroup[] = []
  for (const row of rows) {
    if ('heading' in row) groups.push({ heading: row.heading, entries: [] })
    else if (groups.length === 0) groups.push({ heading: null, entries: [row.entry] })
    else groups[groups.length - 1].entries.push(row.entry)
  }
  return groups
}

/** Splits a wide menu into two balanced columns; a heading never ends a column. */
export function splitIntoColumns(entries: NavEntry[]): [EntryGroup[], EntryGroup[]] {
  const rows: Row[] = groupEntries(entries).flatMap((group) => [
    ...(group.heading ? [{ heading: group.heading }] : []),
    ...group.entries.map((entry) => ({ entry })),
  ])
  let cut = Math.ceil(rows.length / 2)
  if (cut > 0 && 'heading' in rows[cut - 1]) cut -= 1
  return [rowsToGroups(rows.slice(0, cut)), rowsToGroups(rows.slice(cut))]
}
