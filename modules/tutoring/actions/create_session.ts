import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { hooks } from '#kernel/hooks'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import TutoringSession from '../models/tutoring_session.js'
import SessionHost from '../models/session_host.js'
import { meetingProvider } from '../meeting/meeting_provider.js'
import { isAttendancePolicy } from '../session_state.js'
import type { SessionFormat } from '../constants.js'
import { scheduleReminder } from '../jobs/session_jobs.js'
import { scheduleSessionEnd } from '../jobs/session_ended.js'
import { forgetPublicLists, PUBLIC_TAGS } from '#app/support/cache/public_lists'

export type CreateSessionInput = {
  userId: number
  worldId: number
  topicId: number
  title: string
  description: string
  startDate: DateTime
  endDate: DateTime
  maxLearners: number
  languages: string[]
  allowCohosts: boolean
  attendancePolicy: string
  seriesId?: number | null
  /** The session template it was made from (spec 001 §3.3 session.session_template_id; series context). */
  sessionTemplateId?: number | null
  /** Who should join, prerequisites (spec 001 §3.3 session.qualifications). */
  qualifications?: string
  /** Forms-engine blocks learners answer at registration (a session template's, issue 21 §3). */
  questionnaire?: unknown[]
  /** 'group' unless said (live help makes 'live-help' sessions). */
  format?: SessionFormat
}

/*
 * Creates a session with its primary host row (role main, approved) and its meeting room
 * (meeting/meeting_provider.ts), in one transaction — the caller's when given (the series
 * context generates a series' sessions inside its own transaction).
 *
 * Permission checks are the caller's (the HTTP controller checks role, world and topic; the
 * series context checks its own rules). Invariants are checked here: end after start, at least
 * one seat, a known attendance policy, at least one language.
 */
export async function createSession(input: CreateSessionInput, trx?: TransactionClientContract): Promise<TutoringSession> {
  if (!(input.endDate.toMillis() > input.startDate.toMillis())) throw new Error('createSession: the end must be after the start')
  if (!Number.isInteger(input.maxLearners) || input.maxLearners < 1) throw new Error('createSession: maxLearners must be at least 1')
  const languages = input.languages.length > 0 ? [...new Set(input.languages)] : ['en']
  const run = async (client: TransactionClientContract) => {
    const now = DateTime.utc()
    const session = await TutoringSession.create(
      {
        userId: input.userId,
        worldId: input.worldId,
        topicId: input.topicId,
        seriesId: input.seriesId ?? null,
        sessionTemplateId: input.sessionTemplateId ?? null,
        title: input.title.trim(),
        description: input.description.trim(),
        qualifications: input.qualifications?.trim() ?? '',
        questionnaire: input.questionnaire ?? [],
        maxLearners: input.maxLearners,
        seatsTaken: 0,
        languages,
        startDate: input.startDate.toUTC(),
        endDate: input.endDate.toUTC(),
        zoomStartDate: null,
        zoomEndDate: null,
        meetingUrl: null,
        changelog: [],
        attemptedHosting: false,
        allowCohosts: input.allowCohosts,
        attendancePolicy: isAttendancePolicy(input.attendancePolicy) ? input.attendancePolicy : 'standard',
        format: input.format ?? 'group',
        canceledAt: null,
        cancelReason: null,
        calendarSequence: 0,
        deletedByUserId: null,
        lessonPrepCompleted: false,
        lessonPrepResponseAt: null,
        lessonPrepNotes: null,
      },
      { client }
    )
    await SessionHost.create(
      { userId: input.userId, sessionId: session.id, role: 'main', attemptedHosting: false, tutoringSeconds: 0, approvedAt: now },
      { client }
    )
    session.meetingUrl = await meetingProvider().roomFor(session)
    session.useTransaction(client)
    await session.save()
    await hooks.emit('session.created', { sessionId: session.id, userId: input.userId }, { client })
    await forgetPublicLists([PUBLIC_TAGS.sessions], client)
    return session
  }
  const session = trx ? await run(trx) : await db.transaction(run)
  // The host's own reminder and session.ended at the end. Dispatching touches no database (delayed
  // jobs), so it is safe inside a caller's transaction; if that rolls back the jobs find no session.
  await scheduleReminder(session, input.userId)
  await scheduleSessionEnd(session)
  return session
}
