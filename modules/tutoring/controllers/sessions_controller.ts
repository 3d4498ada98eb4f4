import type { HttpContext } from '@adonisjs/core/http'
import { hooks } from '#kernel/hooks'
import OutletCardTransformer from '#kernel/transformers/outlet_card_transformer'
import { DateTime } from 'luxon'
import { viewerOf } from '#modules/identity/index'
import { findWorldBySlug } from '#modules/worlds/index'
import { Topic } from '#modules/catalog/index'
import { refuseForm } from '#app/support/http'
import { loadHosts, loadRegistrants, loadSession } from '../queries/session_details.js'
import { topicChoices } from '../queries/session_form.js'
import { worldChoices } from '../queries/explore.js'
import SessionPolicy from '../policies/session_policy.js'
import { sessionViewerOf } from '../policies/session_scope.js'
import { canJoinNow, sessionState } from '../session_state.js'
import { attendanceWindow, removalOpen } from '../attendance_rules.js'
import { loadRoster, rosterShown } from '../queries/roster.js'
import RosterTransformer from '../transformers/roster_transformer.js'
import { ATTENDANCE_POLICIES, MAX_LEARNERS_LIMIT, SESSION_LANGUAGES } from '../constants.js'
import { SESSION_MESSAGES } from '../messages.js'
import { parseLocalDateTime, scheduleProblem } from '../schedule_rules.js'
import { createSession } from '../actions/create_session.js'
import { updateSession } from '../actions/update_session.js'
import { cancelSession } from '../actions/cancel_session.js'
import { joinSession } from '../actions/join_session.js'
import SessionTransformer from '../transformers/session_transformer.js'
import HostListTransformer from '../transformers/host_list_transformer.js'
import RegistrantTransformer from '../transformers/registrant_transformer.js'
import RegistrantAnswersTransformer from '../transformers/registrant_answers_transformer.js'
import { registrantAnswers } from '../queries/answers.js'
import { answersEditable, questionnaireForm, storedAnswers } from '../questionnaire.js'
import SessionRegistration from '../models/session_registration.js'
import ChangelogEntryTransformer from '../transformers/changelog_entry_transformer.js'
import SessionFormTransformer from '../transformers/session_form_transformer.js'
import {
  cancelSessionValidator,
  createSessionValidator,
  tutoringMessages,
  updateSessionValidator,
} from '../validators/session_validators.js'
import { denied, done, positiveInt, refused, routeSession, sessionPath } from './respond.js'

/** The form field a create denial of SessionPolicy belongs to. */
const CREATE_FIELDS: Record<string, string> = {
  [SESSION_MESSAGES.worldNotFound]: 'world',
  [SESSION_MESSAGES.cannotTutorTopic]: 'topicId',
}

export default class SessionsController {
  /** GET /session/:id — details, hosts, seats, register/unregister, join link (spec 000 §2.2). */
  async show(ctx: HttpContext) {
    const viewer = sessionViewerOf(await viewerOf(ctx))
    const loaded = await routeSession(ctx)
    const policy = ctx.bouncer.with(SessionPolicy)
    const verdict = await policy.execute('view', loaded)
    if (!verdict.authorized) return denied(ctx, verdict)
    const { session } = loaded
    const hosts = await loadHosts(session.id)
    const mine = loaded.viewerHost
    const isApprovedHost = Boolean(mine?.approved)
    const signedIn = viewer.userId !== null
    const canManage = signedIn && (await policy.allows('edit', loaded))
    const now = DateTime.utc()
    const state = sessionState(session, now)
    const seesRegistrants = signedIn && (await policy.allows('viewRegistrants', loaded))
    // issue 11 §1: once the session started, its hosts (and staff, read-only) see the attendance
    // roster in place of the registrants list.
    const roster = seesRegistrants && rosterShown(session, now) ? await loadRoster(session, hosts, isApprovedHost && attendanceWindow(session, now).open) : null
    const registrants = seesRegistrants && !roster ? await loadRegistrants(session.id) : null
    const registered = loaded.viewerRegistrationId !== null
    const open = state === 'upcoming'
    // issue 21 §3: the questionnaire; the viewer's own answers; every registrant's for hosts and staff.
    const questionnaire = questionnaireForm(session, 'session-questionnaire')
    const own = questionnaire && registered ? await SessionRegistration.find(loaded.viewerRegistrationId!) : null
    const ownStored = own ? storedAnswers(own.details) : null
    return ctx.inertia.render('tutoring/session', {
      session: SessionTransformer.transform(loaded, now),
      // Pending co-host requests (with their messages) are for the primary host and staff.
      hosts: HostListTransformer.transform({ hosts, showRequests: canManage }),
      viewer: {
        signedIn,
        registered,
        isHost: isApprovedHost,
        isMainHost: isApprovedHost && mine?.role === 'main',
        canManage,
        pendingRequest: Boolean(mine && !mine.approved),
        // A study space is joined while live, from /study-spaces (issue 18 §3), never registered for ahead.
        canRegister: signedIn && !mine && !registered && open && session.format !== 'study-space' && session.seatsTaken < session.maxLearners,
        canUnregister: registered && open,
        canRequestCohost: signedIn && !mine && !registered && session.allowCohosts && open && (await policy.allows('requestCohost', loaded)),
        canJoin: (registered || isApprovedHost) && canJoinNow(session, isApprovedHost, now),
        canRemoveLearners: isApprovedHost && removalOpen(session, now),
        canEditQuestionnaire: signedIn && (await policy.allows('editQuestionnaire', loaded)),
      },
      questionnaire,
      ownAnswers: own
        ? { answers: ownStored?.answers ?? null, answeredAt: ownStored?.answeredAt || null, editable: answersEditable(session.startDate, now) }
        : null,
      learnerAnswers: questionnaire && seesRegistrants ? RegistrantAnswersTransformer.transform(await registrantAnswers(session.id)) : null,
      registrants: registrants ? RegistrantTransformer.transform(registrants) : null,
      roster: roster ? RosterTransformer.transform(roster) : null,
      changelog: ChangelogEntryTransformer.transform(canManage ? session.changelog.slice(-20).reverse() : []),
      // Programs whose unit is a session add cards here. Sessions carry no program of their own yet
      // (a session-level program tags its sessions when one is built), so only unscoped fillers answer.
      sidebar: OutletCardTransformer.transform(
        await hooks.outlet('session.sidebar', { userId: viewer.userId, sessionId: session.id, seriesId: session.seriesId, programSlug: null })
      ),
      sections: await hooks.outlet('session.sections', { viewerId: viewer.userId, sessionId: session.id, seriesId: session.seriesId, programSlug: null }),
    })
  }

  /** GET /session/new — the create form (tutors and staff; topics they can tutor). */
  async create(ctx: HttpContext) {
    const policy = ctx.bouncer.with(SessionPolicy)
    const verdict = await policy.execute('create')
    if (!verdict.authorized) return denied(ctx, verdict)
    const viewer = sessionViewerOf(await viewerOf(ctx))
    const worlds = await worldChoices(viewer)
    const requested = String(ctx.request.input('world', '') ?? '').slice(0, 80)
    let world = requested ? await findWorldBySlug(requested) : null
    if (world && !(await policy.allows('create', world))) world = null
    if (world && !worlds.some((w) => w.id === world!.id)) worlds.push({ id: world.id, slug: world.slug, title: world.title })
    const topics = await topicChoices(viewer.userId!, world?.courseId ?? null)

    // spec 000 §2.2: duplicating a session (by its id, optionally with another topic).
    const duplicateId = positiveInt(ctx.request.input('duplicate'))
    const source = duplicateId ? await loadSession(duplicateId, viewer.userId) : null
    const start = {
      session: source && (await policy.allows('edit', source)) ? source : null,
      world: world?.slug ?? '',
      topicId: positiveInt(ctx.request.input('topic')),
      studySpace: ctx.request.input('format') === 'study-space' || source?.session.format === 'study-space',
    }
    return ctx.inertia.render('tutoring/session_form', {
      mode: 'create',
      sessionId: null,
      values: SessionFormTransformer.transform(start, viewer.timezone),
      worlds,
      topics,
      languages: SESSION_LANGUAGES,
      policies: ATTENDANCE_POLICIES,
      maxLearnersLimit: MAX_LEARNERS_LIMIT,
      timezone: viewer.timezone,
    })
  }

  /** POST /session — create (issue "Kernel" §2: only for topics the tutor can tutor). */
  async store(ctx: HttpContext) {
    const policy = ctx.bouncer.with(SessionPolicy)
    const verdict = await policy.execute('create')
    if (!verdict.authorized) return denied(ctx, verdict)
    const payload = await ctx.request.validateUsing(createSessionValidator, { messagesProvider: tutoringMessages })
    const user = ctx.auth.user!
    const zone = user.timezone || 'UTC'
    const world = await findWorldBySlug(payload.world)
    if (!world) return refuseForm(ctx, { world: SESSION_MESSAGES.worldNotFound })
    const topic = await Topic.find(payload.topicId)
    if (!topic) return refuseForm(ctx, { topicId: SESSION_MESSAGES.topicNotFound })
    const placement = await policy.execute('create', world, topic)
    if (!placement.authorized) return refuseForm(ctx, { [CREATE_FIELDS[placement.message!] ?? 'form']: placement.message! })
    if (world.courseId && topic.courseId !== world.courseId) return refuseForm(ctx, { topicId: SESSION_MESSAGES.topicNotInWorld })
    const start = parseLocalDateTime(payload.startDate, zone)
    const end = parseLocalDateTime(payload.endDate, zone)
    const problem = scheduleProblem(start, end)
    if (problem) return refuseForm(ctx, { [problem.field]: problem.message })
    const session = await createSession({
      userId: user.id,
      worldId: world.id,
      topicId: topic.id,
      title: payload.title,
      description: payload.description ?? '',
      startDate: start,
      endDate: end,
      maxLearners: payload.maxLearners,
      languages: payload.languages,
      allowCohosts: payload.allowCohosts ?? false,
      // A study space is a drop-in room (issue 18 §3): late entry is its point.
      attendancePolicy: payload.studySpace ? 'standard' : payload.attendancePolicy,
      format: payload.studySpace ? 'study-space' : 'group',
    })
    const message = payload.studySpace ? 'Your study space is scheduled.' : 'Your session is scheduled.'
    return done(ctx, message, sessionPath(session.id), { id: session.id })
  }

  /** GET /session/:id/edit — the primary host and staff. */
  async edit(ctx: HttpContext) {
    const loaded = await routeSession(ctx)
    const verdict = await ctx.bouncer.with(SessionPolicy).execute('edit', loaded)
    if (!verdict.authorized) return denied(ctx, verdict)
    const { session } = loaded
    const zone = ctx.auth.user!.timezone || 'UTC'
    if (sessionState(session) !== 'upcoming') return refused(ctx, SESSION_MESSAGES.notEditable, 409, sessionPath(session.id))
    const world = loaded.worldLabel
    return ctx.inertia.render('tutoring/session_form', {
      mode: 'edit',
      sessionId: session.id,
      values: SessionFormTransformer.transform({ session: loaded, world: world?.slug ?? '', topicId: session.topicId }, zone).useVariant('forEdit'),
      worlds: world ? [{ id: session.worldId, slug: world.slug, title: world.title }] : [],
      topics: [{ id: session.topicId, name: loaded.topicName, course: '' }],
      languages: SESSION_LANGUAGES,
      policies: ATTENDANCE_POLICIES,
      maxLearnersLimit: MAX_LEARNERS_LIMIT,
      timezone: zone,
      seatsTaken: session.seatsTaken,
    })
  }

  /** PUT /session/:id — edit; the change is recorded and registrants are told. */
  async update(ctx: HttpContext) {
    const loaded = await routeSession(ctx)
    const verdict = await ctx.bouncer.with(SessionPolicy).execute('edit', loaded)
    if (!verdict.authorized) return denied(ctx, verdict)
    const { session } = loaded
    const user = ctx.auth.user!
    const zone = user.timezone || 'UTC'
    const payload = await ctx.request.validateUsing(updateSessionValidator, { messagesProvider: tutoringMessages })
    const start = parseLocalDateTime(payload.startDate, zone)
    const end = parseLocalDateTime(payload.endDate, zone)
    const timesChanged = start.toMillis() !== session.startDate.toMillis() || end.toMillis() !== session.endDate.toMillis()
    if (!start.isValid || !end.isValid) return refuseForm(ctx, { [start.isValid ? 'endDate' : 'startDate']: SESSION_MESSAGES.invalidDate })
    if (timesChanged) {
      const problem = scheduleProblem(start, end)
      if (problem) return refuseForm(ctx, { [problem.field]: problem.message })
    }
    const result = await updateSession(session.id, user.id, {
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
    return done(ctx, message, sessionPath(session.id), { changed: result.changed })
  }

  /** POST /session/:id/cancel — the primary host and staff. */
  async cancel(ctx: HttpContext) {
    const loaded = await routeSession(ctx)
    const verdict = await ctx.bouncer.with(SessionPolicy).execute('cancel', loaded)
    if (!verdict.authorized) return denied(ctx, verdict)
    const id = loaded.session.id
    const payload = await ctx.request.validateUsing(cancelSessionValidator, { messagesProvider: tutoringMessages })
    const result = await cancelSession(id, ctx.auth.user!.id, payload.reason ?? null)
    if (!result.ok) return refused(ctx, result.reason, 409, sessionPath(id))
    return done(ctx, 'The session is canceled. Registrants are told.', sessionPath(id))
  }

  /**
   * GET /session/:id/join — registrants and approved hosts, from 10 minutes before the start:
   * records the attempt (attempted_joining / attempted_hosting) and sends them to the room.
   */
  async join(ctx: HttpContext) {
    const loaded = await routeSession(ctx)
    const verdict = await ctx.bouncer.with(SessionPolicy).execute('join', loaded)
    if (!verdict.authorized) return denied(ctx, verdict)
    const result = await joinSession(loaded, ctx.auth.user!.id)
    if (!result.ok) return refused(ctx, result.reason, 409, sessionPath(loaded.session.id))
    return ctx.response.redirect(result.url)
  }
}
