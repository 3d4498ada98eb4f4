import { defineJob } from '#app/support/jobs/jobs'
import { awardSessionAttendance, type ConfirmedAttendance } from '../actions/award_session_attendance.js'

/*
 * The points of a confirmed roster, awarded in a job (BullMQ with Redis: at least once, so a
 * worker killed mid-batch re-runs it; the idempotency keys make the re-run exact).
 */
export const awardAttendanceJob = defineJob<ConfirmedAttendance>('recognition:award-attendance', awardSessionAttendance)
