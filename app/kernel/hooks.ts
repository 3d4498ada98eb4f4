import { registerNavEntry, type NavEntry } from './navigation.js'
import { registerAdminPage, type AdminPageRegistration } from './admin_menu.js'
import { registerSubjectType, type SubjectResolver } from './subjects.js'
import { addEventHandler, type EventHandler, type EventHandlerOptions } from './events/handlers.js'
import { emitEvent, type EmitOptions } from './events/emit.js'

/*
 * The kernel's finite, typed hook catalogue (DESIGN "The plugin contract"). Modules emit events,
 * ask filters and read outlets; programs (and modules) register handlers against them.
 * Adding a hook means adding it to one of these maps: nothing else can be registered.
 */

/**
 * Events: something happened. Emitted inside the writer's transaction into an outbox and
 * delivered after the commit, once per handler, with retries (app/kernel/events).
 */
export type HookEvents = {
  'session.registration.created': { sessionId: number; userId: number }
  'session.registration.canceled': { sessionId: number; userId: number }
  'session.canceled': { sessionId: number; byUserId: number | null }
  'session.ended': { sessionId: number }
  /** A session was scheduled (tutoring's createSession; also the sessions a series creates). */
  'session.created': { sessionId: number; userId: number }
  /**
   * A host confirmed the roster after the session (tutoring's confirmAttendance): the learners
   * marked present and the hosts who attended. Emitted again on each re-confirmation: listeners
   * key their effects on (sessionId, userId) so a second confirmation adds nothing twice.
   */
  'session.attendance.confirmed': { sessionId: number; confirmedByUserId: number; presentUserIds: number[]; hostUserIds: number[] }
  /** A parent or guardian withdrew a consent (consent's ledger): series withdraws the learner from that program's series still running. */
  'consent.revoked': { userId: number; programSlug: string | null; purpose: string; revokeEventId: number }
  /** A host completed a session's lesson prep (series' completeLessonPrep; issue 21 §2): volunteering records the prep time. */
  'session.prep.completed': { sessionId: number; userId: number; durationSeconds: number }
  /** A host removed a learner from a session (tutoring's removeLearner); safety reviews it. */
  'session.learner.removed': { sessionId: number; learnerId: number; hostId: number; reason: string }
  'series.registration.created': { seriesId: number; userId: number; templateId: number | null }
  'series.registration.withdrawn': { seriesId: number; userId: number; templateId: number | null }
  'series.created': { seriesId: number; userId: number; templateId: number | null }
  'series.closed': { seriesId: number }
  /** Someone reported a subject (safety's flagContent); the owner may hide high-severity content pending review. */
  'content.flagged': { flagId: number; subjectType: string; subjectId: number; severity: 'low' | 'medium' | 'high' }
  /** Staff or a moderator closed a flag (safety's reviewContentFlag); 'dismissed' lets the owner restore what it hid. */
  'content.flag.reviewed': { flagId: number; subjectType: string; subjectId: number; outcome: 'upheld' | 'dismissed'; reviewerId: number }
  /** Staff recorded a failed background check (assurance's recordBackgroundCheck); safety opens a report. */
  'assurance.background_check.failed': { checkId: number; userId: number; recordedByUserId: number }
  /** A world moderator or staff acted on content (community's moderation); admin records it in the staff audit log. */
  'moderation.action': { actorId: number; action: string; subjectType: string; subjectId: number; worldId: number | null; note: string | null }
}

/**
 * Subjects a filter is asked about, one shape per kind of subject. `programSlug` names the
 * program that owns the subject (null for none): a program's handlers are only asked about its
 * own subjects (registrarFor scopes them), so a program cannot veto another's registrations.
 */
export type SeriesFilterSubject = {
  userId: number
  seriesId: number | null
  templateId: number | null
  programSlug: string | null
  programIteration: string | null
  offeringSlug: string | null
}

/** A session-level subject, for programs whose unit is a session (dialogues, live help). */
export type SessionFilterSubject = {
  userId: number
  sessionId: number
  seriesId: number | null
  programSlug: string | null
}

/** Filters: may veto, with a reason shown to the user. */
export type HookFilters = {
  'series.canRegister': SeriesFilterSubject
  'series.canHost': SeriesFilterSubject
  /**
   * Becoming a host of a session outside a series (tutoring's SessionPolicy: create, requestCohost);
   * world and topic when known, programSlug null for one-off sessions. Not asked for staff.
   */
  'session.canHost': { userId: number; worldId: number | null; topicId: number | null; programSlug: string | null }
  'session.canRegister': SessionFilterSubject
  /**
   * Identity asks when someone finishes onboarding: allowed approves the account at once; a veto
   * leaves it unreviewed for staff review (admin vetoes while require-registration-account-approval is on).
   */
  'onboarding.autoApprove': { userId: number }
}

export type FilterVerdict = { allowed: true } | { allowed: false; reason: string }

/** A text card a program shows in a zone (dashboard, sidebars). */
export type OutletCard = { key: string; title: string; body: string; href?: string; linkLabel?: string }

/**
 * A component outlet entry: a React component of a module or program rendered in a page's zone.
 * `component` is '<module>/<file>' for modules/<module>/ui/outlets/<file>.tsx, or
 * 'programs/<program>/<file>' for programs/<program>/ui/outlets/<file>.tsx
 * (resources/inertia/components/outlet_zone.tsx resolves it); `props` must be JSON.
 */
export type OutletComponent = { key: string; component: string; props: Record<string, unknown> }

/**
 * UI outlets: named zones a page asks its fillers for. Each names the context the page passes and
 * the item a filler returns. A context with `programSlug` is program-scoped (see filters).
 */
export type HookOutlets = {
  'dashboard.cards': { context: { userId: number }; item: OutletCard }
  'series.sidebar': {
    context: { userId: number | null; seriesId: number; templateId: number | null; programSlug: string | null }
    item: OutletCard
  }
  'session.sidebar': {
    context: { userId: number | null; sessionId: number; seriesId: number | null; programSlug: string | null }
    item: OutletCard
  }
  /** Sections below a session's details (community fills it with the session's discussion). */
  'session.sections': {
    context: { viewerId: number | null; sessionId: number; seriesId: number | null; programSlug: string | null }
    item: OutletComponent
  }
  /** Sections below a series' sessions (community fills it with the series' discussion). */
  'series.sections': {
    context: { viewerId: number | null; seriesId: number; templateId: number | null; programSlug: string | null }
    item: OutletComponent
  }
  /** The world page's sections below its header (tutoring fills it with upcoming sessions). */
  'world.sections': {
    context: { worldId: number; worldSlug: string; viewerId: number | null; page: number }
    item: OutletComponent
  }
  /**
   * Items in the site header of every page, at every width (notifications fills it with the
   * bell). Asked on every page render, so a filler answers from the context alone, without a
   * query: the frame's per-request cost (issue 19) stays what identity's props cost.
   */
  'frame.header': { context: { viewerId: number | null }; item: OutletComponent }
  /** Sections of /settings/notifications below identity's email switches (notifications fills it). */
  'settings.notifications': { context: { viewerId: number }; item: OutletComponent }
  /**
   * Toasts of spec 000 §2.5, shown one second after a page loads, for signed-in members only. The
   * component gets an extra `toastId` prop (hide it with `notifications.hide(toastId)` once the
   * user acts) and stores a lasting dismissal through its own module's route.
   */
  'frame.toasts': { context: { viewerId: number }; item: OutletComponent }
  /**
   * Sections under the explanation of a suspension on the blocked screens (spec 000 §2.3
   * user_suspended, user_maybe_suspended): safety fills it with the sanction's reason, evidence
   * and appeal form. Asked only when a suspended user meets the screen.
   */
  'blocked.sections': { context: { viewerId: number }; item: OutletComponent }
  /**
   * The wording of an NPS question of a series' feedback (spec 002 §9 "The SAT bootcamp NPS wording
   * applies when the series has an SAT test ending within 7 days"): feedback asks it only when the
   * question is shown and uses the first item's question, else its own default.
   */
  'feedback.npsQuestion': { context: { seriesId: number; programSlug: string | null; audience: 'learner' | 'tutor' }; item: { question: string } }
  /**
   * Whether a session is a recommended new-tutor onboarding session, worth 10 attendance points
   * instead of 1 (spec 002 §9 Points). Recognition asks it when it pays a confirmed roster;
   * training fills it from the sessions it marks as onboarding.
   */
  'session.onboarding': { context: { sessionId: number }; item: { recommended: true } }
  /** Links to the public worlds studying a course, on the course page (worlds fills it). */
  'course.worlds': { context: { courseId: number }; item: { slug: string; title: string } }
}

export type OutletContext<K extends keyof HookOutlets> = HookOutlets[K]['context']
export type OutletItem<K extends keyof HookOutlets> = HookOutlets[K]['item']

/** Deadline tasks, run by `node ace programs:deadlines` (and a repeatable job with Redis). */
export type DeadlineTask = {
  /** Unique and stable: a task runs once per key (idempotent). */
  key: string
  /** When it becomes due (UTC). */
  dueAt: Date
  run(): Promise<void>
}

/**
 * A blocking prompt (spec 000 §2.4): a modal that cannot be closed until the user answers it.
 * `component` names modules/<module>/ui/outlets/<file>.tsx like a component outlet; it renders the
 * modal's body and submits to its own module's route, whose redirect recomputes the prompt.
 */
export type PromptItem = { key: string; title: string; component: string; props: Record<string, unknown> }
export type PromptContext = { viewerId: number; routeName: string | null; path: string }
export type PromptRegistration = {
  key: string
  /** The place in spec 000 §2.4's list: 1 (birth date) … 6 (session feedback). Lower wins. */
  priority: number
  /** The prompt to show now, or null. Asked on every page a member loads: one cheap query at most. */
  pending(context: PromptContext): Promise<PromptItem | null> | PromptItem | null
}

/**
 * A retention rule (issue 20 §4): personal data a module keeps no longer than its written policy.
 * `count` answers how much is due at `now` (the dry run); `purge` removes or anonymises exactly
 * that, in one transaction per batch, and answers how much it did. Both must be idempotent: the
 * daily job may run twice or be killed halfway.
 */
export type RetentionRule = {
  key: string
  /** What is kept, for the policy table: "Password-reset rate-limit counters". */
  what: string
  /** How long after what (the policy's words): "30 days after the account was deleted". */
  after: string
  /** Why that long. */
  why: string
  count(now: Date): Promise<number>
  purge(now: Date): Promise<number>
}

/**
 * A section of a person's own data export (issue 20 §4, /settings/data): what this owner keeps
 * about them, as plain JSON. Only the person's own data: never other people's details (a message
 * thread lists what they wrote, not the other side's words or e-mail addresses).
 */
export type PersonalDataSection = {
  key: string
  label: string
  collect(userId: number): Promise<unknown>
}

type FilterHandler<K extends keyof HookFilters> = (subject: HookFilters[K]) => Promise<FilterVerdict> | FilterVerdict
type OutletHandler<K extends keyof HookOutlets> = (context: OutletContext<K>) => Promise<OutletItem<K>[]> | OutletItem<K>[]

const filters = new Map<keyof HookFilters, Array<{ owner: string; handler: FilterHandler<any> }>>()
const outlets = new Map<keyof HookOutlets, Array<{ owner: string; handler: OutletHandler<any> }>>()
const deadlineProviders: Array<{ owner: string; tasks: () => DeadlineTask[] }> = []
const prompts: Array<PromptRegistration & { owner: string }> = []
const retentionRules: Array<RetentionRule & { owner: string }> = []
const personalDataSections: Array<PersonalDataSection & { owner: string }> = []

/**
 * A program's own ability (its permissions `<program>.<resource>.<verb>`, DESIGN "Names"):
 * checked by the program's controllers through `hooks.can(name, ...)`.
 */
export type AbilityCheck = (user: { id: number } | null, subject?: unknown) => boolean | Promise<boolean>
const abilities = new Map<string, { owner: string; check: AbilityCheck }>()

/** The registration API handed to a program's (or module's) `register(hooks)`: synchronous, no I/O. */
export type HookRegistrar = {
  on<K extends keyof HookEvents>(event: K, handler: EventHandler<K>, options?: EventHandlerOptions): void
  filter<K extends keyof HookFilters>(name: K, handler: FilterHandler<K>): void
  outlet<K extends keyof HookOutlets>(name: K, handler: OutletHandler<K>): void
  nav(entry: NavEntry): void
  deadlines(tasks: () => DeadlineTask[]): void
  /** A staff console page, listed and guarded with its roles (spec 000 §6.3). */
  adminPage(page: AdminPageRegistration): void
  /** A named ability; a program's names start with its folder: `<program>.<resource>.<verb>`. */
  ability(name: string, check: AbilityCheck): void
  /** The resolver of a `{ type, id }` subject this owner owns (app/kernel/subjects.ts). */
  subject(type: string, resolver: SubjectResolver): void
  /** A blocking prompt (spec 000 §2.4), asked in priority order; see PromptRegistration. */
  prompt(registration: PromptRegistration): void
  /** A retention rule for personal data this owner keeps (issue 20 §4); see RetentionRule. */
  retention(rule: RetentionRule): void
  /** A section of a person's own data export; see PersonalDataSection. */
  personalData(section: PersonalDataSection): void
}

/** Whose subject a payload, subject or context is: its `programSlug`, when it has that field. */
function subjectProgram(value: unknown): string | null | undefined {
  if (typeof value !== 'object' || value === null || !('programSlug' in value)) return undefined
  return (value as { programSlug: string | null }).programSlug
}

/**
 * Handlers a program registers run only for its own subjects: a hook whose subject names a
 * program (`programSlug`) skips the handlers of every other program (a filter answers "allowed",
 * an outlet contributes nothing, an event handler does nothing). Modules' handlers see everything.
 */
export type RegistrarScope = { programSlug: string; abilityPrefix: string }

export function registrarFor(owner: string, scope?: RegistrarScope): HookRegistrar {
  const mine = (value: unknown) => {
    if (!scope) return true
    const program = subjectProgram(value)
    return program === undefined || program === scope.programSlug
  }
  return {
    on: (event, handler, options) => {
      // Keyed by owner/event/name (the outbox's delivery key): the scope wraps the same handler.
      const scoped: EventHandler<typeof event> = (payload, context) => (mine(payload) ? handler(payload, context) : undefined)
      addEventHandler(owner, event, scoped, options)
    },
    filter: (name, handler) => {
      const scoped: FilterHandler<typeof name> = (subject) => (mine(subject) ? handler(subject) : { allowed: true })
      filters.set(name, [...(filters.get(name) ?? []), { owner, handler: scoped }])
    },
    outlet: (name, handler) => {
      const scoped: OutletHandler<typeof name> = (context) => (mine(context) ? handler(context) : [])
      outlets.set(name, [...(outlets.get(name) ?? []), { owner, handler: scoped }])
    },
    nav: (entry) => registerNavEntry(entry),
    deadlines: (tasks) => deadlineProviders.push({ owner, tasks }),
    adminPage: (page) => registerAdminPage(page),
    subject: (type, resolver) => registerSubjectType(owner, type, resolver),
    prompt: (registration) => {
      const taken = prompts.find((prompt) => prompt.key === registration.key)
      if (taken) throw new Error(`${owner}: prompt "${registration.key}" is already registered by ${taken.owner}`)
      prompts.push({ ...registration, owner })
      // Stable: equal priorities keep registration (module layer) order.
      prompts.sort((a, b) => a.priority - b.priority)
    },
    retention: (rule) => {
      const taken = retentionRules.find((existing) => existing.key === rule.key)
      if (taken) throw new Error(`${owner}: retention rule "${rule.key}" is already registered by ${taken.owner}`)
      retentionRules.push({ ...rule, owner })
    },
    personalData: (section) => {
      const taken = personalDataSections.find((existing) => existing.key === section.key)
      if (taken) throw new Error(`${owner}: personal data section "${section.key}" is already registered by ${taken.owner}`)
      personalDataSections.push({ ...section, owner })
    },
    ability: (name, check) => {
      if (scope && !name.startsWith(`${scope.abilityPrefix}.`)) {
        throw new Error(`${owner}: ability "${name}" must start with "${scope.abilityPrefix}."`)
      }
      if (abilities.has(name)) throw new Error(`${owner}: ability "${name}" is already registered by ${abilities.get(name)!.owner}`)
      abilities.set(name, { owner, check })
    },
  }
}

export const hooks = {
  /** Records the event with the caller's transaction (`{ client: trx }`); see events/emit.ts. */
  emit<K extends keyof HookEvents>(event: K, payload: HookEvents[K], options: EmitOptions) {
    return emitEvent(event, payload, options)
  },

  /** The first veto wins; no handler means allowed. */
  async ask<K extends keyof HookFilters>(name: K, subject: HookFilters[K]): Promise<FilterVerdict> {
    for (const { handler } of filters.get(name) ?? []) {
      const verdict = await handler(subject)
      if (!verdict.allowed) return verdict
    }
    return { allowed: true }
  },

  /** Every filler's items, in registration order. */
  async outlet<K extends keyof HookOutlets>(name: K, context: OutletContext<K>): Promise<OutletItem<K>[]> {
    const items: OutletItem<K>[] = []
    for (const { handler } of outlets.get(name) ?? []) items.push(...(await handler(context)))
    return items
  },

  /** A registered ability; an unknown name is refused (never silently allowed). */
  async can(name: string, user: { id: number } | null, subject?: unknown): Promise<boolean> {
    const ability = abilities.get(name)
    return ability ? Boolean(await ability.check(user, subject)) : false
  },

  /**
   * The one prompt to show (spec 000 §2.4 "in priority order"): prompts are asked from the highest
   * priority down and the first pending one wins, so lower ones cost nothing while it is pending.
   */
  async firstPrompt(context: PromptContext): Promise<PromptItem | null> {
    for (const prompt of prompts) {
      const item = await prompt.pending(context)
      if (item) return item
    }
    return null
  },

  /** Every retention rule, in module layer order. */
  retentionRules(): ReadonlyArray<RetentionRule & { owner: string }> {
    return retentionRules
  },

  /** A person's own data from every owner that keeps some, keyed by section (module layer order). */
  async personalData(userId: number): Promise<Record<string, { label: string; data: unknown }>> {
    const sections: Record<string, { label: string; data: unknown }> = {}
    for (const section of personalDataSections) sections[section.key] = { label: section.label, data: await section.collect(userId) }
    return sections
  },

  deadlineTasks(): Array<DeadlineTask & { owner: string }> {
    return deadlineProviders.flatMap(({ owner, tasks }) => tasks().map((task) => ({ ...task, owner })))
  },
}
