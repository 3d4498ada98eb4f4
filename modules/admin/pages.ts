import { registerAdminPage, type AdminPageRegistration } from '#kernel/admin_menu'

/*
 * The admin module's own pages and the roles of spec 000 §6.3 that open them (on top of
 * admin:basic, which the console as a whole needs); StaffConsolePolicy.openPage reads them from
 * the registration, for the menu and the routes alike. Only pages that exist are listed: the
 * others of §2.6 register themselves (through #kernel/admin_menu) when they are built.
 *
 * Decisions:
 * - Home is open to every admin:basic holder.
 * - Forms Reference (issue 9, a living reference of the forms engine for later issues) shows no
 *   one's data but the viewer's own: every console holder (admin:basic) opens it.
 * - Email Swap (issue 13 §4) changes an address only once the new address confirms, and the old
 *   one may cancel: see ../README.md.
 * - The general website settings (spec 001 §3.5) get a third settings page, "Settings: Website"
 *   at /admin/settings, with the same role as the two named settings pages (super).
 */
export const ADMIN_PAGES = {
  home: {
    key: 'home',
    label: 'Home',
    path: '',
    requiresAny: ['admin:basic'],
    description: 'Counts and open items.',
  },
  users: {
    key: 'users',
    label: 'Users',
    path: 'users',
    requiresAny: ['admin:safety'],
    description: 'Search accounts, change roles, suspend and unsuspend.',
  },
  sessions: {
    key: 'sessions',
    label: 'Sessions',
    path: 'sessions',
    requiresAny: ['admin:policy', 'admin:mentor'],
    description: 'Search, view and delete tutoring sessions.',
  },
  programIterations: {
    key: 'program-iterations',
    label: 'Program Iterations',
    path: 'program/iterations',
    requiresAny: ['admin:super'],
    description: "Every program's iterations and their current phase.",
  },
  templates: {
    key: 'templates',
    label: 'Templates',
    path: 'templates',
    requiresAny: ['admin:super', 'admin:teach_for_america'],
    description: 'Series templates: create, edit, activate.',
  },
  settingsMarketingSources: {
    key: 'settings-marketing-sources',
    label: 'Settings: Marketing Sources',
    path: 'settings-marketing-sources',
    requiresAny: ['admin:super'],
    description: 'Choices for "How did you hear about us?".',
  },
  settingsSlackLinks: {
    key: 'settings-slack-links',
    label: 'Settings: Slack Links',
    path: 'settings-slack-links',
    requiresAny: ['admin:super'],
    description: 'Links to the community Slack channels.',
  },
  formReference: {
    key: 'forms',
    label: 'Forms Reference',
    path: 'forms',
    requiresAny: ['admin:basic'],
    description: 'Every form input type, rendered from one sample definition (for engineers).',
  },
  emailSwap: {
    key: 'email-swap',
    label: 'Email Swap',
    path: 'email-swap',
    requiresAny: ['admin:super'],
    description: "Change an account's email address; both addresses are asked first.",
  },
  settingsWebsite: {
    key: 'settings',
    label: 'Settings: Website',
    path: 'settings',
    requiresAny: ['admin:super'],
    description: 'Account approval, public counts, featured sessions.',
  },
} as const satisfies Record<string, AdminPageRegistration>

export type AdminPageKey = (typeof ADMIN_PAGES)[keyof typeof ADMIN_PAGES]['key']

export function registerAdminPages() {
  for (const page of Object.values(ADMIN_PAGES)) registerAdminPage(page)
}
