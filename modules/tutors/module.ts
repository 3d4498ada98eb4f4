import { defineModule } from '#kernel/modules'
import { BIOS_PAGE } from './pages.js'
import { DEMAND_PLEDGE_RETENTION, REQUEST_DETAILS_RETENTION } from './retention_policy.js'

/* Tutor discovery, one-on-one profiles and one-on-one requests (issue 18 §2). */
export default defineModule({
  name: 'tutors',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  register(hooks) {
    // spec 000 §2.6: Learn menu "Tutors" (explore/tutors).
    hooks.nav({ menu: 'learn', label: 'Tutors', href: '/explore/tutors', subtitle: 'Find a tutor for a one-on-one', audience: 'everyone', order: 20 })
    hooks.nav({ menu: 'account', label: 'My one-on-ones', href: '/dashboard/one-on-one', audience: 'member', order: 16 })
    hooks.adminPage(BIOS_PAGE)
    // What learners wrote in one-on-one requests, removed 180 days after the request ended (README "Retention").
    hooks.retention({
      ...REQUEST_DETAILS_RETENTION,
      async count(now) {
        const { countRequestDetailsDue } = await import('./jobs/retention.js')
        return countRequestDetailsDue(now)
      },
      async purge(now) {
        const { removeRequestDetailsDue } = await import('./jobs/retention.js')
        return removeRequestDetailsDue(now)
      },
    })
    hooks.retention({
      ...DEMAND_PLEDGE_RETENTION,
      async count(now) {
        const { countOldPledges } = await import('./jobs/retention.js')
        return countOldPledges(now)
      },
      async purge(now) {
        const { deleteOldPledges } = await import('./jobs/retention.js')
        return deleteOldPledges(now)
      },
    })
  },
})
