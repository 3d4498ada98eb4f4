/*
 * The admin menu's one registration point (spec 000 §2.6 "Admin menu entries", §6.3 access).
 *
 * A capability that builds an admin page registers it here — the admin module for its own pages,
 * a program or another module for theirs — so the menu lists a page only once it exists and
 * nobody edits the admin module to add an entry.
 *
 * This file only records pages and lays the menu out. Who may open a page is decided in one
 * place, the admin module's StaffConsolePolicy (`openPage`, from the page's `requiresAny`): the
 * menu lists exactly the pages it allows, and every route of a page is guarded by it.
 */

/** An admin role name as stored ('admin:<name>', spec 000 §6.2). */
export type AdminRoleName = `admin:${string}`

export type AdminPageRegistration = {
  /** Stable identifier, e.g. 'users' or 'program-iterations'. */
  key: string
  /** The menu label; the menu is sorted by it. */
  label: string
  /** Path under /admin, without a leading slash (spec 000 §2.2, spec 002 §8); '' is the Home. */
  path: string
  /**
   * The page opens for staff holding at least one of these roles, on top of admin:basic (spec
   * 000 §6.3), checked against the viewer's EXPANDED roles (spec 000 §6.2 implications applied).
   */
  requiresAny: readonly AdminRoleName[]
  /** A short description shown on the console home. */
  description?: string
}

export type AdminMenuEntry = { key: string; label: string; href: string; description: string | null }

export type AdminMenu = {
  home: AdminMenuEntry | null
  entries: AdminMenuEntry[]
  /** spec 000 §2.6: two columns when more than 15 entries are visible. */
  columns: 1 | 2
}

/** "The admin menu as a whole needs the basic admin role" (spec 000 §6.3). */
export const ADMIN_CONSOLE_ROLE: AdminRoleName = 'admin:basic'

/** spec 002 §8 "Admin path with leading slash". */
export const LEADING_SLASH_ERROR = 'Invalid input url, should not contain a leading slash'

/** More visible entries than this lay the menu out in two columns (spec 000 §2.6). */
export const ADMIN_MENU_SINGLE_COLUMN_MAX = 15

const pages = new Map<string, AdminPageRegistration>()

/** The URL of an admin path ('users' -> '/admin/users'); a leading slash is refused. */
export function adminUrl(path: string) {
  if (path.startsWith('/')) throw new Error(LEADING_SLASH_ERROR)
  return path === '' ? '/admin' : `/admin/${path}`
}

export function registerAdminPage(page: AdminPageRegistration) {
  if (page.path.startsWith('/')) throw new Error(LEADING_SLASH_ERROR)
  if (page.requiresAny.length === 0) throw new Error(`Admin page "${page.key}" must name the roles it needs`)
  for (const role of page.requiresAny) {
    if (!role.startsWith('admin:')) throw new Error(`Admin page "${page.key}": "${role}" is not an admin role`)
  }
  const existing = pages.get(page.key)
  if (existing) {
    // Registering the same page twice (a module imported again) is harmless; a clash is a bug.
    if (existing.path === page.path) return
    throw new Error(`Admin page key "${page.key}" is already registered for /admin/${existing.path}`)
  }
  const samePath = [...pages.values()].find((other) => other.path === page.path)
  if (samePath) throw new Error(`Admin path "${page.path}" is already registered by "${samePath.key}"`)
  pages.set(page.key, { ...page, requiresAny: [...page.requiresAny] })
}

export function adminPage(key: string): AdminPageRegistration | undefined {
  return pages.get(key)
}

export function registeredAdminPages(): AdminPageRegistration[] {
  return [...pages.values()]
}

/**
 * The one rule of spec 000 §6.3 "Admin menu access": admin:basic plus one of the page's roles,
 * against the viewer's EXPANDED roles. The admin module's StaffConsolePolicy asks it for the menu
 * and its routes; a page a lower module owns (its routes and policy live there) asks it too.
 */
export function opensAdminPage(roles: ReadonlySet<string>, page: AdminPageRegistration): boolean {
  return roles.has(ADMIN_CONSOLE_ROLE) && page.requiresAny.some((role) => roles.has(role))
}

/** The menu of a viewer with these expanded roles, the current entry marked (the frame of every console page). */
export function adminFrameFor(roles: ReadonlySet<string>, active: string): AdminFrame {
  return { menu: buildAdminMenu(registeredAdminPages().filter((page) => opensAdminPage(roles, page))), active }
}

export type AdminFrame = { menu: AdminMenu; active: string }

function toEntry(page: AdminPageRegistration): AdminMenuEntry {
  return { key: page.key, label: page.label, href: adminUrl(page.path), description: page.description ?? null }
}

/**
 * The menu over the pages a viewer may open (the caller filters them through the policy): the
 * Home (path '') on its own, then the other pages sorted by label. Decision: the Home is not
 * counted for the two-column rule.
 */
export function buildAdminMenu(visible: readonly AdminPageRegistration[]): AdminMenu {
  const home = visible.find((page) => page.path === '')
  const entries = visible
    .filter((page) => page.path !== '')
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }) || a.key.localeCompare(b.key))
    .map(toEntry)
  return {
    home: home ? toEntry(home) : null,
    entries,
    columns: entries.length > ADMIN_MENU_SINGLE_COLUMN_MAX ? 2 : 1,
  }
}
