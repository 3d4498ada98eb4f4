import { defineModule } from '#kernel/modules'

/* Classrooms (issue 18 §3): an educator's class, joined with a code; learners share their progress by consent. */
export default defineModule({
  name: 'classrooms',
  routes: () => import('./routes.js'),
  // Before the site's redirect /classrooms/:id (spec 000 §2.1), which would otherwise take /classrooms/join.
  routesFirst: true,
  register(hooks) {
    // spec 000 §2.6: the account menu's "My Classrooms" (after Dashboard and My Profile).
    hooks.nav({ menu: 'account', label: 'My Classrooms', href: '/classrooms', audience: 'member', order: 14 })
    hooks.personalData({
      key: 'classrooms',
      label: 'Classrooms',
      async collect(userId) {
        const { personalClassroomData } = await import('./queries/personal_data.js')
        return personalClassroomData(userId)
      },
    })
  },
})
