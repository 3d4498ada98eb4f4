/*
 * Public surface of the dashboard context (the learner and tutor home pages).
 */
import { registerNavEntry } from '#kernel/navigation'

export { learnerDashboard, tutorDashboard, type LearnerDashboard, type TutorDashboard } from './queries/dashboards.js'

/* spec 000 §2.6 account menu (the Dashboard entry is identity's); the tutor home page. */
registerNavEntry({ menu: 'account', label: 'Tutor dashboard', href: '/tutor', audience: 'member', role: 'tutor', order: 12 })
