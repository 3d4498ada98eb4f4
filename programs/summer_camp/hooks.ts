import type { HookRegistrar } from '#kernel/hooks'
import type { RegisteredProgram } from '#kernel/programs/define_program'
import { enforceRegistrationWindows } from '#kernel/programs/registration_windows'
import { scheduleAnnouncement } from '#modules/identity/index'
import { campBannerMessage, campBannerWindow } from './banner.js'
import { HOME_PATH } from './constants.js'

/* What the camp plugs into the kernel (synchronous, no I/O here). */
export function registerCampHooks(hooks: HookRegistrar, program: RegisteredProgram) {
  enforceRegistrationWindows(hooks, program, 'camp track')

  // Each camp's banner is scheduled once, when its tutor registration opens; the banner itself
  // shows only between the camp's first and last day (the announcement's dates).
  hooks.deadlines(() =>
    program.iterations.map((iteration) => ({
      key: `${iteration.key}:banner`,
      dueAt: iteration.tutorRegistrationOpensAt.toJSDate(),
      run: async () => {
        const window = campBannerWindow(iteration)
        await scheduleAnnouncement({
          key: `summer-camp-${iteration.key}`,
          message: campBannerMessage(iteration),
          linkLabel: 'See the camp',
          linkPath: HOME_PATH,
          color: 'orange',
          startsAt: window.startsAt,
          endsAt: window.endsAt,
          priority: 10,
        })
      },
    }))
  )

  hooks.on('session.attendance.confirmed', async ({ sessionId, presentUserIds, hostUserIds }) => {
    const { awardCampBadges } = await import('./badges.js')
    await awardCampBadges(sessionId, [...presentUserIds, ...hostUserIds])
  })
}
