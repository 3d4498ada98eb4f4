import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { viewerOf, renderBlocked } from '#modules/identity/index'
import { findWorldBySlug, canViewWorld } from '#modules/worlds/index'
import { Topic, canTutorTopic, tutorableTopics } from '#modules/catalog/index'
import { refuseForm } from '#app/support/http'
import db from '@adonisjs/lucid/services/db'
import TutoringSession from '../models/tutoring_session.js'
import { loadHosts, loadRegistrants, loadSession, type HostRow } from '../queries/session_details.js'
import { worldChoices } from '../queries/explore.js'
import { mayViewSession, sessionViewerOf, type SessionViewer } from '../policies/session_visibility.js'
import { worldVisible } from '../policies/world_access.js'
import { isTutor } from '../buckets.js'
import { canJoinNow, joinOpensAt, sessionState } from '../session_state.js'
import { summarizeHosts } from '../host_list.js'
import { ATTENDANCE_POLICIES, MAX_LEARNERS_LIMIT, SESSION_LANGUAGES } from '../constants.js'
import { SESSION_MESSAGES } from '../messages.js'
import { parseLocalDateTime, scheduleProblem } from '../schedule_rules.js'
import { createSession } from '../actions/create_session.js'
import { updateSession } from '../actions/update_session.js'
import { cancelSession } from '../actions/cancel_session.js'
import {
  cancelSessionValidator,
  createSessionValidator,
  tutoringMessages,
  updateSessionValidator,
} from '../validators/session_validators.js'
import { done, notFound, positiveInt, refused } from './respond.js'

/** Who may create sessions at all (spec 000 §6.4): tutors and staff; the topic is checked too. */
export function mayCreateSessions(viewer: SessionViewer) {
  return viewer.userId !== null && (isTutor(viewer.roles) || viewer.isStaff)
}

function localInput(value: DateTime, zone: string) {
  return value.setZone(zone || 'UTC').toFormat("yyyy-MM-dd'T'HH:mm")
}

function hostForClient(host: HostRow) {
  return { id: host.id, userId: host.userId, name: host.name, username: host.username, role: host.role }
}

export default class SessionsController {
  /** GET /session/:id — details, hosts, seats, register/unregister, join link (spec 000 §2.2). */
  async show(ctx: HttpContext) {
    const id = positiveInt(ctx.params.id)
    if (!id) return notFound(ctx)
    const viewer = sessionViewerOf(await viewerOf(ctx))
    const loaded = await loadSession(id, viewer.userId)
    if (!loaded) return notFound(ctx)
    const { session } = loaded
    const hosts = await loadHosts(id)
    const mine = hosts.find((h) => h.userId === viewer.userId) ?? null
    const isApprovedHost = Boolean(mine?.approved)
    const world = loaded.world
    const visible = await worldVisible(world, viewer.userId, { bypass: viewer.isStaff || isApprovedHost })
    if (!world && !viewer.isStaff) return notFound(ctx)
    if (!mayViewSession({ viewer, worldVisible: visible, hostDateOfBirth: loaded.hostDateOfBirth, viewerIsApprovedHost: isApprovedHost })) {
      return notFound(ctx)
    }
    const isMainHost = isApprovedHost && mine?.role === 'main'
    const canManage = isMainHost || viewer.isStaff
    const now = DateTime.utc()
    const state = sessionState(session, now)
    const approved = hosts.filter((h) => h.approved)
    const pending = hosts.filter((h) => !h.approved)
    const registrants = isApprovedHost || viewer.isStaff ? await loadRegistrants(id) : null
    const registered = loaded.viewerRegistrationId !== null
    const seatsLeft = Math.max(0, session.maxLearners - session.seatsTaken)
    return ctx.inertia.render('tutoring/session', {
      session: {
        id: session.id,
        title: session.title,
        description: session.description,
        startDate: session.startDate.toISO()!,
        endDate: session.endDate.toISO()!,
        topicId: session.topicId,
        topicName: loaded.topicName,
        worldSlug: world?.slug ?? null,
        worldTitle: world?.title ?? null,
        seriesId: session.seriesId,
        maxLearners: session.maxLearners,
        seatsLeft,
        languages: session.languages,
        allowCohosts: session.allowCohosts,
        attendancePolicy: session.attendancePolicy,
        state,
        cancelReason: session.cancelReason,
        joinOpensAt: joinOpensAt(session).toISO()!,
      },
      hosts: {
        summary: summarizeHosts(approved.map((h) => ({ userId: h.userId, name: h.name, username: h.username, role: h.role }))),
        approved: approved.map(hostForClient),
        // Pending co-host requests (with their messages) are for the primary host and staff.
        pending: canManage ? pending.map((h) => ({ ...hostForClient(h), requestMessage: h.requestMessage })) : [],
      },
      viewer: {
        signedIn: viewer.userId !== null,
        registered,
        isHost: isApprovedHost,
        isMainHost,
        canManage,
        pendingRequest: Boolean(mine && !mine.approved),
        canRegister: viewer.userId !== null && !mine && !registered && state === 'upcoming' && seatsLeft > 0,
        canUnregister: registered && state === 'upcoming',
        canRequestCohost:
          viewer.userId !== null && !mine && !registered && session.allowCohosts && state === 'upcoming' && isTutor(viewer.roles),
        canJoin: (registered || isApprovedHost) && canJoinNow(session, isApprovedHost, now),
      },
      registrants,
      changelog: canManage ? session.changelog.slice(-20).reverse() : [],
    })
  }

  /** GET /session/new — the create form (tutors and staff; topics they can tutor). */
  async create(ctx: HttpContext) {
    const viewer = sessionViewerOf(await viewerOf(ctx))
    if (!mayCreateSessions(viewer)) return renderBlocked(ctx, 'not_enough_permission')
    const worlds = await worldChoices(viewer)
    const requested = String(ctx.request.input('world', '') ?? '').slice(0, 80)
    let world = requested ? await findWorldBySlug(requested) : null
    if (world && !(await canViewWorld(world, viewer.userId))) world = null
    if (world && !worlds.some((w) => w.id === world!.id)) worlds.push({ id: world.id, slug: world.slug, title: world.title })
    const topics = await this.topicChoices(viewer.userId!, world?.courseId ?? null)

    // spec 000 §2.2: duplicating a session (by its id, optionally with another topic).
    let values: Record<string, unknown> = {
      world: world?.slug ?? '',
      topicId: positiveInt(ctx.request.input('topic')) ?? null,
      title: '',
      description: '',
      startDate: '',
      endDate: '',
      maxLearners: 10,
      languages: ['en'],
      allowCohosts: false,
      attendancePolicy: 'standard',
    }
    const duplicateId = positiveInt(ctx.request.input('duplicate'))
    if (duplicateId) {
      const source = await TutoringSession.find(duplicateId)
      if (source && (source.userId === viewer.userId || viewer.isStaff)) {
        values = {
          ...values,
          topicId: positiveInt(ctx.request.input('topic')) ?? source.topicId,
          title: source.title,
          description: source.description,
          maxLearners: source.maxLearners,
          languages: source.languages,
          allowCohosts: source.allowCohosts,
          attendancePolicy: source.attendancePolicy,
          durationMinutes: Math.round(source.endDate.diff(source.startDate, 'minutes').minutes),
        }
      }
    }
    return ctx.inertia.render('tutoring/session_form', {
      mode: 'create',
      sessionId: null,
      values,
      worlds,
      topics,
      languages: SESSION_LANGUAGES,
      policies: ATTENDANCE_POLICIES,
      maxLearnersLimit: MAX_LEARNERS_LIMIT,
      timezone: viewer.timezone,
    })
  }

  private async topicChoices(userId: number, courseId: number | null) {
    const topics = await tutorableTopics(userId)
    return topics
      .filter((t) => courseId === null || t.courseId === courseId)
      .map((t) => ({ id: t.id, name: t.name, course: (t as any).course?.name ?? '' }))
  }

  /** POST /session — create (issue "Kernel" §2: only for topics the tutor can tutor). */
  async store(ctx: HttpContext) {
    const viewer = sessionViewerOf(await viewerOf(ctx))
    if (!mayCreateSessions(viewer)) return renderBlocked(ctx, 'not_enough_permission')
    const payload = await ctx.request.validateUsing(createSessionValidator, { messagesProvider: tutoringMessages })
    const world = await findWorldBySlug(payload.world)
    if (!world || !(await canViewWorld(world, viewer.userId))) return refuseForm(ctx, { world: SESSION_MESSAGES.worldNotFound })
    const topic = await Topic.find(payload.topicId)
    if (!topic) return refuseForm(ctx, { topicId: SESSION_MESSAGES.topicNotFound })
    if (world.courseId && topic.courseId !== world.courseId) return refuseForm(ctx, { topicId: SESSION_MESSAGES.topicNotInWorld })
    if (!(await canTutorTopic(viewer.userId!, topic.id))) return refuseForm(ctx, { topicId: SESSION_MESSAGES.cannotTutorTopic })
    const start = parseLocalDateTime(payload.startDate, viewer.timezone)
    const end = parseLocalDateTime(payload.endDate, viewer.timezone)
    const problem = scheduleProblem(start, end)
    if (problem) return refuseForm(ctx, { [problem.field]: problem.message })
    const session = await createSession({
      userId: viewer.userId!,
      worldId: world.id,
      topicId: topic.id,
      title: payload.title,
      description: payload.description ?? '',
      startDate: start,
      endDate: end,
      maxLearners: payload.maxLearners,
      languages: payload.languages,
      allowCohosts: payload.allowCohosts ?? false,
      attendancePolicy: payload.attendancePolicy,
    })
    return done(ctx, 'Your session is scheduled.', `/session/${session.id}`, { id: session.id })
  }

  /** Loads a session the viewer may manage (primary host or staff), or answers 404/403. */
  private async manageable(ctx: HttpContext) {
    const id = positiveInt(ctx.params.id)
    if (!id) return { error: notFound(ctx) }
    const viewer = sessionViewerOf(await viewerOf(ctx))
    const session = await TutoringSession.find(id)
    if (!session) return { error: notFound(ctx) }
    const isMain = session.userId === viewer.userId
    if (!isMain && !viewer.isStaff) {
      // Only the primary host and staff manage a session (Access Denied for everyone else).
      return { error: await renderBlocked(ctx, 'not_enough_permission') }
    }
    return { session, viewer }
  }

  /** GET /session/:id/edit */
  async edit(ctx: HttpContext) {
    const found = await this.manageable(ctx)
    if ('error' in found) return found.error
    const { session, viewer } = found
    if (sessionState(session) !== 'upcoming') return refused(ctx, SESSION_MESSAGES.notEditable, 409, `/session/${session.id}`)
    const topic = await Topic.find(session.topicId)
    const world = await db.from('worlds').where('id', session.worldId).select('slug', 'title').first()
    return ctx.inertia.render('tutoring/session_form', {
      mode: 'edit',
      sessionId: session.id,
      values: {
        world: world?.slug ?? '',
        topicId: session.topicId,
        title: session.title,
        description: session.description,
        startDate: localInput(session.startDate, viewer.timezone),
        endDate: localInput(session.endDate, viewer.timezone),
        maxLearners: session.maxLearners,
        languages: session.languages,
        allowCohosts: session.allowCohosts,
        attendancePolicy: session.attendancePolicy,
      },
      worlds: world ? [{ id: session.worldId, slug: world.slug, title: world.title }] : [],
      topics: topic ? [{ id: topic.id, name: topic.name, course: '' }] : [],
      languages: SESSION_LANGUAGES,
      policies: ATTENDANCE_POLICIES,
      maxLearnersLimit: MAX_LEARNERS_LIMIT,
      timezone: viewer.timezone,
      seatsTaken: session.seatsTaken,
    })
  }

  /** PUT /session/:id — edit; the change is recorded and registrants are told. */
  async update(ctx: HttpContext) {
    const found = await this.manageable(ctx)
    if ('error' in found) return found.error
    const { session, viewer } = found
    const payload = await ctx.request.validateUsing(updateSessionValidator, { messagesProvider: tutoringMessages })
    const start = parseLocalDateTime(payload.startDate, viewer.timezone)
    const end = parseLocalDateTime(payload.endDate, viewer.timezone)
    const timesChanged = start.toMillis() !== session.startDate.toMillis() || end.toMillis() !== session.endDate.toMillis()
    if (!start.isValid || !end.isValid) return refuseForm(ctx, { [start.isValid ? 'endDate' : 'startDate']: SESSION_MESSAGES.invalidDate })
    if (timesChanged) {
      const problem = scheduleProblem(start, end)
      if (problem) return refuseForm(ctx, { [problem.field]: problem.message })
    }
    const result = await updateSession(session.id, viewer.userId, {
      title: payload.title,
      description: payload.description ?? '',
      startDate: start,
      endDate: end,
      maxLearners: payload.maxLearners,
      languages: payload.languages,
      allowCohosts: payload.allowCohosts ?? false,
      attendancePolicy: payload.attendancePolicy,
    })
    if (!result.ok) return refuseForm(ctx, { [result.field]: result.reason })
    const message = result.changed.length === 0 ? 'Nothing changed.' : result.notified ? 'Saved. Registrants are told about the change.' : 'Saved.'
    return done(ctx, message, `/session/${session.id}`, { changed: result.changed })
  }

  /** POST /session/:id/cancel */
  async cancel(ctx: HttpContext) {
    const found = await this.manageable(ctx)
    if ('error' in found) return found.error
    const { session, viewer } = found
    const payload = await ctx.request.validateUsing(cancelSessionValidator, { messagesProvider: tutoringMessages })
    const result = await cancelSession(session.id, viewer.userId, payload.reason ?? null)
    if (!result.ok) return refused(ctx, result.reason, 409, `/session/${session.id}`)
    return done(ctx, 'The session is canceled. Registrants are told.', `/session/${session.id}`)
  }

  /**
   * GET /session/:id/join — registrants and approved hosts, from 10 minutes before the start:
   * records the attempt (attempted_joining / attempted_hosting) and sends them to the room.
   */
  async join(ctx: HttpContext) {
    const id = positiveInt(ctx.params.id)
    if (!id) return notFound(ctx)
    const viewer = sessionViewerOf(await viewerOf(ctx))
    const session = await TutoringSession.find(id)
    if (!session || !viewer.userId) return notFound(ctx)
    const host = await db
      .from('session_hosts')
      .where('session_id', id)
      .where('user_id', viewer.userId)
      .whereNull('deleted_at')
      .whereNotNull('approved_at')
      .first()
    const registration = host
      ? null
      : await db.from('session_registrations').where('session_id', id).where('user_id', viewer.userId).whereNull('deleted_at').first()
    if (!host && !registration) return refused(ctx, 'Only registrants and hosts can join this session.', 403, `/session/${id}`)
    if (!canJoinNow(session, Boolean(host), DateTime.utc()) || !session.meetingUrl) {
      const state = sessionState(session)
      const reason =
        state === 'canceled'
          ? 'This session was canceled.'
          : state === 'ended'
            ? 'This session has ended.'
            : DateTime.utc() < joinOpensAt(session)
              ? 'The join link opens 10 minutes before the start.'
              : 'The join link is closed for this session.'
      return refused(ctx, reason, 409, `/session/${id}`)
    }
    const now = DateTime.utc().toFormat('yyyy-MM-dd HH:mm:ss')
    if (host) {
      await db.from('session_hosts').where('id', host.id).update({ attempted_hosting: true, updated_at: now })
      await db.from('tutoring_sessions').where('id', id).update({ attempted_hosting: true, updated_at: now })
    } else {
      await db.from('session_registrations').where('id', registration.id).update({ attempted_joining: true, updated_at: now })
    }
    return ctx.response.redirect(session.meetingUrl)
  }
}
