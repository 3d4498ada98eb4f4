import { defineModule } from '#kernel/modules'
import { ASSURANCE_PAGES } from './pages.js'

/* Account review, age assurance and background checks (issue 13 §2 account review, §3). */
export default defineModule({
  name: 'assurance',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  register(hooks) {
    for (const page of ASSURANCE_PAGES) hooks.adminPage(page)
    // A check's video is downloadable exactly when the check resolves: its owner and the Age Assurance page's staff.
    hooks.subject('age_assurance_check', {
      async resolve(id, viewer) {
        const { resolveAgeCheck } = await import('./queries/age_check_subject.js')
        return resolveAgeCheck(id, viewer)
      },
    })
    // spec 000 §2.5 / spec 002 §8: the age verification toasts.
    hooks.outlet('frame.toasts', async ({ viewerId }) => {
      const { ageAssuranceToast } = await import('./queries/age_assurance.js')
      const toast = await ageAssuranceToast(viewerId)
      return toast ? [{ key: `assurance.age-${toast}`, component: 'assurance/age_toast', props: { kind: toast } }] : []
    })
  },
})
