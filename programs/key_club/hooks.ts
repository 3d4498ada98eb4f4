import type { HookRegistrar } from '#kernel/hooks'
import type { RegisteredProgram } from '#kernel/programs/define_program'
import { enforceRegistrationWindows } from '#kernel/programs/registration_windows'
import { HOME_PATH } from './constants.js'
import { KEY_CLUB_ADMIN_PAGE } from './pages.js'

/* What the Key Club plugs into the kernel (synchronous, no I/O here). */
export function registerKeyClubHooks(hooks: HookRegistrar, program: RegisteredProgram) {
  enforceRegistrationWindows(hooks, program, 'homework help series')
  hooks.adminPage(KEY_CLUB_ADMIN_PAGE)
  hooks.nav({
    menu: 'learn',
    group: 'Programs',
    label: 'Key Club',
    subtitle: 'Service hours for your school club',
    href: HOME_PATH,
    audience: 'everyone',
    order: 180,
  })
  // A person's own data (issue 20 §4): which club they belong to and since when.
  hooks.personalData({
    key: 'key_club',
    label: 'Key Club',
    async collect(userId) {
      const { membershipOf } = await import('./queries/clubs.js')
      const membership = await membershipOf(userId)
      return membership ? { club: membership.clubName, district: membership.districtName, joinedAt: membership.joinedAt.toISO() } : null
    },
  })
  // A deleted account leaves its club at the next daily run (its hours stop counting for the club).
  hooks.retention({
    key: 'key_club.deleted-accounts',
    what: "A deleted account's club membership",
    after: 'the day after the account was deleted',
    why: 'A club lists its members to each other; a deleted account is no longer one.',
    async count() {
      const { deletedAccountMemberships } = await import('./queries/retention.js')
      return deletedAccountMemberships('count')
    },
    async purge() {
      const { deletedAccountMemberships } = await import('./queries/retention.js')
      return deletedAccountMemberships('purge')
    },
  })
}
