import { defineModule } from '#kernel/modules'

/*
 * Recognition: the points ledger (user_event) other contexts record points in, follows, levels,
 * achievements, referrals, acknowledgements and the recognition toasts.
 */
export default defineModule({
  name: 'recognition',
  surface: () => import('./index.js'),
  register(hooks) {
    // spec 002 §9 Points: attended, hosted and the referral bonus, in a job (one per event).
    hooks.on(
      'session.attendance.confirmed',
      async (attendance) => {
        const { awardAttendanceJob } = await import('./jobs/award_attendance_job.js')
        // No job id: the outbox runs this once per event, and a rare second dispatch pays nothing twice (idempotency keys).
        await awardAttendanceJob.dispatch(attendance)
      },
      { name: 'points' }
    )
  },
})
