import { BasePolicy } from '@adonisjs/bouncer'
import { ADMIN_CONSOLE_ROLE, adminPage, opensAdminPage, type AdminPageRegistration } from '#kernel/admin_menu'
import type { User } from '#modules/identity/index'
import { ADMIN_PAGES } from '../pages.js'

/*
 * Who opens which page of the staff console (spec 000 §6.3 "Admin menu access").
 *
 * `openPage(page)` is the one rule (#kernel/admin_menu `opensAdminPage`): admin:basic plus one of
 * the roles the page was registered with (`requiresAny`; the admin module's own pages and their §6.3 roles are
 * in ../pages.ts, programs register theirs with their roles). Both sides of the console ask it:
 * the menu lists a page only when it allows (queries/frame.ts) and every route of a page is
 * guarded by it (middleware/admin_page.ts), so what the menu shows and what the routes open
 * cannot disagree — tests/functional/menu_matches_routes.spec.ts checks it for every page.
 *
 * The named abilities (users, sessions, ...) are the built-in pages by name, for code that asks
 * about one page (AdminUserPolicy builds on `users`). They delegate to `openPage` with the
 * page's registration and hold no rule of their own, so a page is never decided twice.
 */
export default class StaffConsolePolicy extends BasePolicy {
  /** The console itself (its unknown paths answer with the not-found page to staff only). */
  async console(user: User): Promise<boolean> {
    const roles: ReadonlySet<string> = await user.roles()
    return roles.has(ADMIN_CONSOLE_ROLE)
  }

  /** A registered admin page (by registration or key). */
  async openPage(user: User, page: AdminPageRegistration | string): Promise<boolean> {
    const registration = typeof page === 'string' ? adminPage(page) : page
    if (!registration) throw new Error(`Admin page "${String(page)}" is not registered`)
    return opensAdminPage(await user.roles(), registration)
  }

  /** Home: every admin:basic holder. */
  home(user: User): Promise<boolean> {
    return this.openPage(user, ADMIN_PAGES.home.key)
  }

  /** Users: safety. */
  users(user: User): Promise<boolean> {
    return this.openPage(user, ADMIN_PAGES.users.key)
  }

  /** Sessions: policy or mentor. */
  sessions(user: User): Promise<boolean> {
    return this.openPage(user, ADMIN_PAGES.sessions.key)
  }

  /** Templates: super or teach_for_america. */
  templates(user: User): Promise<boolean> {
    return this.openPage(user, ADMIN_PAGES.templates.key)
  }

  /** Program Iterations: super. */
  programIterations(user: User): Promise<boolean> {
    return this.openPage(user, ADMIN_PAGES.programIterations.key)
  }

  /** Email Swap: super. */
  emailSwap(user: User): Promise<boolean> {
    return this.openPage(user, ADMIN_PAGES.emailSwap.key)
  }

  /** Settings: Website (the general settings page, decision in ../pages.ts): super. */
  settingsWebsite(user: User): Promise<boolean> {
    return this.openPage(user, ADMIN_PAGES.settingsWebsite.key)
  }

  /** Settings: Marketing Sources: super. */
  settingsMarketingSources(user: User): Promise<boolean> {
    return this.openPage(user, ADMIN_PAGES.settingsMarketingSources.key)
  }

  /** Settings: Slack Links: super. */
  settingsSlackLinks(user: User): Promise<boolean> {
    return this.openPage(user, ADMIN_PAGES.settingsSlackLinks.key)
  }
}
