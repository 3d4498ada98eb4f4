import { test } from '@japa/runner'
import type { ApiRequest } from '@japa/api-client'
import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import { flagContent } from '#modules/safety/index'
import { adminUrl, registeredAdminPages } from '#kernel/admin_menu'
import { ADMIN_ROLES, UserRole, type AdminRole, type User } from '#modules/identity/index'
import { makeUser } from '#tests/helpers/users'
import { Post, PostFeedback } from '#modules/community/index'
import { createSessionTemplate } from '#modules/series/index'
import WebsiteSetting from '../../models/website_setting.js'
import { ADMIN_PAGES } from '../../pages.js'
import { makePlace, makeSession, makeSuspended, makeTemplate, templateBody, type Place } from '../factories.js'

/*
 * The staff console's authorisation matrix: every admin route × every admin role of spec 000
 * §6.2 (with admin:basic, and alone), a plain learner and a visitor, against the access table of
 * spec 000 §6.3 ("The admin menu as a whole needs the basic admin role").
 *
 * The table below is written from the spec, not from the code: a route added under /admin
 * without a row here fails the "every admin route has a row" test.
 */
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

type Fixtures = { place: Place; host: User; learner: User }

type Row = {
  method: Method
  /** The pattern as registered with the router. */
  route: string
  /**
   * spec 000 §6.3: the roles (any one) that open the page the route belongs to; 'public' for
   * the permanent moves of spec 000 §2.1 (old admin addresses), which redirect everyone.
   */
  requiresAny: AdminRole[] | 'public'
  /** The request to send (fresh data for actions, so each principal acts on its own subject). */
  request: (fixtures: Fixtures) => Promise<{ url: string; body?: Record<string, unknown> }>
  /** Status of an allowed request (default: 200 for pages, a redirect for actions). */
  allowed?: number[]
}

const SAFETY: AdminRole[] = ['admin:safety']
const SESSIONS: AdminRole[] = ['admin:policy', 'admin:mentor']
/** Comments (community's post feedback page): policy or mentor, like Sessions. */
const COMMENTS: AdminRole[] = ['admin:policy', 'admin:mentor']
const TEMPLATES: AdminRole[] = ['admin:super', 'admin:teach_for_america']
const SUPER: AdminRole[] = ['admin:super']
const BASIC: AdminRole[] = ['admin:basic']
const MODERATION: AdminRole[] = ['admin:safety', 'admin:policy']

/** A post (and a feedback on it) for the Comments rows: rows only, community's pages are not needed. */
function matrixPost(userId: number) {
  const text = 'A post for the authorisation matrix'
  return Post.create({ type: 'user-post', userId, body: { serialization_method: 'plain_text', content: text }, excerpt: text, status: 'published' })
}

async function matrixFeedback(authorId: number, reviewerId: number) {
  const post = await matrixPost(authorId)
  return PostFeedback.create({ postId: post.id, userId: authorId, reviewerUserId: reviewerId, rating: 3, note: null, internalNote: null })
}

const ROWS: Row[] = [
  // Home: every admin:basic holder.
  { method: 'GET', route: '/admin', requiresAny: BASIC, request: async () => ({ url: '/admin' }) },
  // Any other admin path: the not-found page, for staff only.
  { method: 'GET', route: '/admin/*', requiresAny: BASIC, request: async () => ({ url: '/admin/no-such-page' }), allowed: [404] },

  // spec 000 §2.1 permanent moves (modules/site): everyone is redirected; the target is guarded.
  { method: 'GET', route: '/admin/audit', requiresAny: 'public', request: async () => ({ url: '/admin/audit' }), allowed: [301] },
  { method: 'GET', route: '/admin/audit/*', requiresAny: 'public', request: async () => ({ url: '/admin/audit/queue/5' }), allowed: [301] },
  {
    method: 'GET',
    route: '/admin/peer-review/audits',
    requiresAny: 'public',
    request: async () => ({ url: '/admin/peer-review/audits' }),
    allowed: [301],
  },

  // Users: safety.
  { method: 'GET', route: '/admin/users', requiresAny: SAFETY, request: async () => ({ url: '/admin/users?q=user' }) },
  { method: 'GET', route: '/admin/users/:id', requiresAny: SAFETY, request: async ({ learner }) => ({ url: `/admin/users/${learner.id}` }) },
  {
    method: 'POST',
    route: '/admin/users/:id/roles',
    requiresAny: SAFETY,
    request: async () => ({ url: `/admin/users/${(await makeUser()).id}/roles`, body: { role: 'tutor' } }),
  },
  {
    method: 'DELETE',
    route: '/admin/users/:id/roles/:roleId',
    requiresAny: SAFETY,
    request: async () => {
      const user = await makeUser({ roles: ['approved', 'tutor'] })
      const row = await UserRole.query().where('user_id', user.id).where('role', 'tutor').firstOrFail()
      return { url: `/admin/users/${user.id}/roles/${row.id}` }
    },
  },
  {
    method: 'POST',
    route: '/admin/users/:id/suspend',
    requiresAny: SAFETY,
    request: async () => ({
      url: `/admin/users/${(await makeUser()).id}/suspend`,
      body: { context: 'admin', reason: 'Matrix test suspension', note: null },
    }),
  },
  {
    method: 'POST',
    route: '/admin/users/:id/unsuspend',
    requiresAny: SAFETY,
    request: async () => ({ url: `/admin/users/${(await makeSuspended()).id}/unsuspend` }),
  },

  // Sessions: policy or mentor.
  { method: 'GET', route: '/admin/sessions', requiresAny: SESSIONS, request: async () => ({ url: '/admin/sessions?q=session' }) },
  {
    method: 'GET',
    route: '/admin/sessions/:id',
    requiresAny: SESSIONS,
    request: async ({ place, host }) => ({ url: `/admin/sessions/${(await makeSession(place, host)).id}` }),
  },
  {
    method: 'DELETE',
    route: '/admin/sessions/:id',
    requiresAny: SESSIONS,
    request: async ({ place, host }) => ({ url: `/admin/sessions/${(await makeSession(place, host)).id}` }),
  },
  {
    method: 'POST',
    route: '/admin/sessions/:id/safety-check',
    requiresAny: SESSIONS,
    request: async ({ place, host }) => ({ url: `/admin/sessions/${(await makeSession(place, host)).id}/safety-check` }),
  },

  // Comments (post feedback, registered by community): policy or mentor.
  { method: 'GET', route: '/admin/comments', requiresAny: COMMENTS, request: async () => ({ url: '/admin/comments' }) },
  {
    method: 'POST',
    route: '/admin/comments/:postId/feedback',
    requiresAny: COMMENTS,
    request: async ({ learner }) => ({ url: `/admin/comments/${(await matrixPost(learner.id)).id}/feedback`, body: { rating: 4 } }),
  },
  {
    method: 'POST',
    route: '/admin/comments/feedback/:feedbackId/feature',
    requiresAny: COMMENTS,
    request: async ({ learner, host }) => ({ url: `/admin/comments/feedback/${(await matrixFeedback(learner.id, host.id)).id}/feature` }),
  },
  {
    method: 'DELETE',
    route: '/admin/comments/feedback/:feedbackId/feature',
    requiresAny: COMMENTS,
    request: async ({ learner, host }) => ({ url: `/admin/comments/feedback/${(await matrixFeedback(learner.id, host.id)).id}/feature` }),
  },

  // Templates: super or teach_for_america.
  { method: 'GET', route: '/admin/templates', requiresAny: TEMPLATES, request: async () => ({ url: '/admin/templates' }) },
  { method: 'GET', route: '/admin/templates/create', requiresAny: TEMPLATES, request: async () => ({ url: '/admin/templates/create' }) },
  {
    method: 'POST',
    route: '/admin/templates',
    requiresAny: TEMPLATES,
    request: async ({ place }) => ({ url: '/admin/templates', body: templateBody(place) }),
  },
  {
    method: 'GET',
    route: '/admin/templates/:id/edit',
    requiresAny: TEMPLATES,
    request: async ({ place }) => ({ url: `/admin/templates/${(await makeTemplate(place)).id}/edit` }),
  },
  {
    method: 'PUT',
    route: '/admin/templates/:id',
    requiresAny: TEMPLATES,
    request: async ({ place }) => {
      const template = await makeTemplate(place)
      return { url: `/admin/templates/${template.id}`, body: templateBody(place, { slug: template.slug, title: 'Renamed in the matrix' }) }
    },
  },
  {
    method: 'PUT',
    route: '/admin/templates/:id/activation',
    requiresAny: TEMPLATES,
    request: async ({ place }) => ({ url: `/admin/templates/${(await makeTemplate(place, { active: false })).id}/activation`, body: { active: true } }),
  },

  // issue 21 §1: a template's sessions, on its edit page.
  {
    method: 'POST',
    route: '/admin/templates/:id/sessions',
    requiresAny: TEMPLATES,
    request: async ({ place }) => ({ url: `/admin/templates/${(await makeTemplate(place)).id}/sessions`, body: { title: 'Factoring by grouping' } }),
  },
  {
    method: 'PUT',
    route: '/admin/templates/:id/sessions/:sessionTemplateId',
    requiresAny: TEMPLATES,
    request: async ({ place }) => {
      const template = await makeTemplate(place)
      const session = await createSessionTemplate(template.id, { title: 'Common factors' }, null)
      return { url: `/admin/templates/${template.id}/sessions/${session.id}`, body: { title: 'Greatest common factors' } }
    },
  },

  // Forms Reference (issue 9): every console holder. An empty answer goes back with errors (302).
  { method: 'GET', route: '/admin/forms', requiresAny: BASIC, request: async () => ({ url: '/admin/forms' }) },
  { method: 'POST', route: '/admin/forms', requiresAny: BASIC, request: async () => ({ url: '/admin/forms', body: {} }) },

  // Moderation (modules/safety, content flags): safety or policy.
  { method: 'GET', route: '/admin/moderation', requiresAny: MODERATION, request: async () => ({ url: '/admin/moderation' }) },
  {
    method: 'POST',
    route: '/admin/moderation/flags/:id/review',
    requiresAny: MODERATION,
    request: async ({ place, host, learner }) => {
      const session = await makeSession(place, host)
      const flag = await db.transaction((trx) =>
        flagContent({ subject: { type: 'session', id: session.id }, reporterId: learner.id, category: 'spam', details: null, content: session.title, link: `/session/${session.id}` }, { client: trx })
      )
      return { url: `/admin/moderation/flags/${flag.id}/review`, body: { outcome: 'dismissed' } }
    },
  },

  // Email Swap (issue 13 §4): super.
  { method: 'GET', route: '/admin/email-swap', requiresAny: SUPER, request: async ({ learner }) => ({ url: `/admin/email-swap?q=user&user=${learner.id}` }) },
  {
    method: 'POST',
    route: '/admin/email-swap',
    requiresAny: SUPER,
    request: async () => {
      const user = await makeUser()
      return { url: '/admin/email-swap', body: { userId: user.id, newEmail: `matrix_${user.id}@example.org` } }
    },
  },

  // Program Iterations and the settings pages: super.
  { method: 'GET', route: '/admin/program/iterations', requiresAny: SUPER, request: async () => ({ url: '/admin/program/iterations' }) },
  // Program Emails (modules/programs, issue 17 §4): super.
  { method: 'GET', route: '/admin/program/emails', requiresAny: SUPER, request: async () => ({ url: '/admin/program/emails' }) },
  { method: 'GET', route: '/admin/program/emails/:program/:phase', requiresAny: SUPER, request: async () => ({ url: '/admin/program/emails/dialogues/starts_tomorrow' }) },
  {
    method: 'PUT',
    route: '/admin/program/emails/:program/:phase',
    requiresAny: SUPER,
    request: async () => ({ url: '/admin/program/emails/dialogues/starts_tomorrow', body: { subject: 'Tomorrow: {program}', body: 'See you there.', enabled: false } }),
  },
  { method: 'GET', route: '/admin/settings', requiresAny: SUPER, request: async () => ({ url: '/admin/settings' }) },
  {
    method: 'PUT',
    route: '/admin/settings',
    requiresAny: SUPER,
    request: async () => ({
      url: '/admin/settings',
      body: {
        requireRegistrationAccountApproval: false,
        publicCountTutors: null,
        publicCountLearners: null,
        publicCountSessions: null,
        featuredSessions: [],
      },
    }),
  },
  { method: 'GET', route: '/admin/settings-marketing-sources', requiresAny: SUPER, request: async () => ({ url: '/admin/settings-marketing-sources' }) },
  {
    method: 'PUT',
    route: '/admin/settings-marketing-sources',
    requiresAny: SUPER,
    request: async () => ({ url: '/admin/settings-marketing-sources', body: { sources: [{ slug: 'school', label: 'My school' }] } }),
  },
  { method: 'GET', route: '/admin/settings-slack-links', requiresAny: SUPER, request: async () => ({ url: '/admin/settings-slack-links' }) },
  {
    method: 'PUT',
    route: '/admin/settings-slack-links',
    requiresAny: SUPER,
    request: async () => ({ url: '/admin/settings-slack-links', body: { links: [{ label: 'Tutors', url: 'https://slack.example.org/tutors' }] } }),
  },
]

/*
 * spec 000 §6.2 implications between admin roles, as the spec states them: safety implies
 * policy; super implies "nearly all" (decision in README: all but the partner affiliations
 * collegeboard, teach_for_america, federal_work_study, intern); certifications:lead implies
 * certifications.
 */
const PARTNER_AFFILIATIONS: AdminRole[] = ['admin:collegeboard', 'admin:teach_for_america', 'admin:federal_work_study', 'admin:intern']

function effective(roles: AdminRole[]): Set<AdminRole> {
  const result = new Set(roles)
  if (result.has('admin:super')) for (const role of ADMIN_ROLES) if (!PARTNER_AFFILIATIONS.includes(role)) result.add(role)
  if (result.has('admin:safety')) result.add('admin:policy')
  if (result.has('admin:certifications:lead')) result.add('admin:certifications')
  return result
}

type Principal = { label: string; roles: AdminRole[] | null; visitor?: boolean }

/* Every admin role with admin:basic; every admin role alone; a plain learner; a visitor. */
const PRINCIPALS: Principal[] = [
  ...ADMIN_ROLES.map((role) => ({ label: role === 'admin:basic' ? 'admin:basic' : `admin:basic + ${role}`, roles: [...new Set<AdminRole>(['admin:basic', role])] })),
  ...ADMIN_ROLES.filter((role) => role !== 'admin:basic').map((role) => ({ label: `${role} alone`, roles: [role] })),
  { label: 'learner', roles: [] },
  { label: 'visitor', roles: null, visitor: true },
]

type Outcome = 'allowed' | 'not_enough_permission' | 'not_logged_in'

function expectedOutcome(row: Row, principal: Principal): Outcome {
  if (row.requiresAny === 'public') return 'allowed'
  if (principal.visitor) return 'not_logged_in'
  const roles = effective(principal.roles ?? [])
  if (!roles.has('admin:basic')) return 'not_enough_permission'
  return row.requiresAny.some((role: AdminRole) => roles.has(role)) ? 'allowed' : 'not_enough_permission'
}

let fixtures: Fixtures
const users = new Map<string, User>()

test.group('Admin authorisation matrix (spec 000 §6.2 × §6.3)', (group) => {
  group.setup(async () => {
    const place = await makePlace()
    fixtures = { place, host: await makeUser({ roles: ['approved', 'tutor'] }), learner: await makeUser() }
    for (const principal of PRINCIPALS) {
      if (principal.visitor) continue
      users.set(principal.label, await makeUser({ roles: principal.roles!.length ? principal.roles! : ['approved'] }))
    }
    // The settings rows written by the PUT rows go back to their defaults afterwards.
    return async () => {
      await WebsiteSetting.query().delete()
    }
  })

  test('every route under /admin has a row, and every row is a route', ({ assert }) => {
    // A page another module registers and serves (the blog's /admin/blog) is guarded by its
    // owner with the same rule (#kernel/admin_menu opensAdminPage) and may keep its matrix there;
    // rows here for such routes (safety's /admin/moderation) must still name real routes.
    const ownPages = new Set<string>(Object.values(ADMIN_PAGES).map((page) => page.key))
    const foreign = registeredAdminPages()
      .filter((page) => !ownPages.has(page.key))
      .map((page) => adminUrl(page.path))
    const isForeign = (pattern: string) => foreign.some((prefix) => pattern === prefix || pattern.startsWith(`${prefix}/`))
    const routes = Object.values(router.toJSON())
      .flat()
      .filter((route) => route.pattern === '/admin' || route.pattern.startsWith('/admin/'))
    const key = (method: string, pattern: string) => `${method} ${pattern}`
    const registered = routes.flatMap((route) => route.methods.filter((method) => method !== 'HEAD').map((method) => key(method, route.pattern)))
    const ownRoutes = routes
      .filter((route) => !isForeign(route.pattern))
      .flatMap((route) => route.methods.filter((method) => method !== 'HEAD').map((method) => key(method, route.pattern)))
    const table = ROWS.map((row) => key(row.method, row.route))
    assert.deepEqual(
      ownRoutes.filter((route) => !table.includes(route)),
      [],
      'admin routes without a row in the authorisation matrix'
    )
    assert.deepEqual(
      table.filter((route) => !registered.includes(route)),
      [],
      'matrix rows for routes that do not exist'
    )
    assert.equal(new Set(table).size, table.length, 'a route has two rows')
  })

  test('the matrix covers {rows} routes × {principals} principals')
    .with([{ rows: ROWS.length, principals: PRINCIPALS.length }])
    .run(({ assert }, size) => {
      // 19 admin roles with admin:basic + 18 alone + learner + visitor.
      assert.equal(size.principals, ADMIN_ROLES.length * 2 - 1 + 2)
      assert.isAbove(size.rows, 0)
    })

  test('{method} {route}')
    .with(ROWS)
    .run(async ({ client, assert }, row) => {
      const mismatches: string[] = []
      for (const principal of PRINCIPALS) {
        const expected = expectedOutcome(row, principal)
        const { url, body } = await row.request(fixtures)
        const method = row.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'
        let request: ApiRequest = client[method](url).withInertia().redirects(0)
        if (row.method !== 'GET') request = request.json(body ?? {}).withCsrfToken()
        const user = users.get(principal.label)
        if (user) request = request.loginAs(user)
        const response = await request
        const status = response.status()
        const component = response.header('x-inertia') ? response.body()?.component : undefined
        const code = response.header('x-inertia') ? response.body()?.props?.code : undefined
        let ok: boolean
        if (expected === 'allowed') {
          const allowed = row.allowed ?? (row.method === 'GET' ? [200] : [302, 303])
          ok = allowed.includes(status) && component !== 'identity/access_blocked'
        } else {
          ok = status === (expected === 'not_logged_in' ? 401 : 403) && component === 'identity/access_blocked' && code === expected
        }
        if (!ok) mismatches.push(`${principal.label}: expected ${expected}, got ${status} ${component ?? ''} ${code ?? ''}`.trim())
      }
      assert.deepEqual(mismatches, [], `${row.method} ${row.route}`)
    })
    .timeout(120_000)
})
