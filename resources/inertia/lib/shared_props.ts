/*
 * Props every page receives from the server's Inertia middleware
 * (app/middleware/inertia_middleware.ts). Read them with `usePage<SharedProps>()`.
 */
export type NavMenuKey =
  'learn' | 'certify' | 'community' | 'howItWorks' | 'about' | 'account' | 'footer'

export type NavState = 'loggedOut' | 'minimal' | 'member'

export type NavEntry = {
  label: string
  href: string
  subtitle?: string
  /** Group heading inside a menu (the worlds panel's domains, footer columns). */
  group?: string
}

export type CurrentUser = {
  id: number
  username: string
  displayName: string
  firstName: string
  email: string
  emailVerified: boolean
  isOnboarding: boolean
  timezone: string
  roles: string[]
  isStaff: boolean
  createdAt: string
}

export type Announcement = {
  id: number
  message: string
  linkLabel: string | null
  linkPath: string | null
  /** A Mantine theme colour name, e.g. 'indigo'. */
  color: string
}

export type SharedProps = {
  appName: string
  user: CurrentUser | null
  announcement: Announcement | null
  navigation: { state: NavState; menus: Partial<Record<NavMenuKey, NavEntry[]>> }
  flash: { success: string | null; error: string | null }
  /** Hash of the front-end build the server is running. */
  version: string
  /** Validation errors by field. */
  errors: Record<string, string>
}
