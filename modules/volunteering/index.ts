/* The public server surface of volunteering (issue 15). */
import { registerVolunteerKinds } from './notifications.js'

export { recordSessionPrep } from './actions/record_session_prep.js'
export { approvedTotals, approvedSecondsByPerson, type PeriodTotals } from './queries/activities.js'
export { managesTeam } from './policies/team_policy.js'

registerVolunteerKinds()
