import type { ApiClient } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import type { User } from '#modules/identity/index'

/*
 * A module's authorisation matrix: each route (a row) is requested once per kind of person, and
 * the answer is checked against the row. A visitor (no user) always gets 401 (the sign-in screen);
 * an allowed GET answers 200 and an allowed POST redirects without an error flashed; a refused one
 * answers the row's status for that person (403 or 404).
 *
 * The admin console's matrix (modules/admin/tests/functional/authorization_matrix.spec.ts) is a
 * different shape, roles × routes against spec 000 §6.3, and keeps its own runner.
 */
export type MatrixRow<Who extends string> = {
  label: string
  method: 'get' | 'post'
  /** A fresh request per person (actions act on their own subject). */
  prepare: () => Promise<{ url: string; body?: Record<string, unknown> }>
  allowed: Who[]
  /** The refusal status of everyone not allowed, with exceptions per person. */
  denied: Partial<Record<Who, 403 | 404>> & { default: 403 | 404 }
}

export type MatrixOptions = {
  /**
   * A write refused with a reason may answer the Inertia way, a redirect with the reason flashed
   * as `error` (the 403 rows of modules whose writes answer like that).
   */
  refusalMayFlash?: boolean
}

/** People by kind; the visitor is `null`. The order of the keys is the order of the requests. */
export type MatrixPeople<Who extends string> = Record<Who, User | null>

export async function checkMatrixRow<Who extends string>(
  { client, assert }: { client: ApiClient; assert: Assert },
  row: MatrixRow<Who>,
  people: MatrixPeople<Who>,
  options: MatrixOptions = {}
) {
  for (const who of Object.keys(people) as Who[]) {
    const user = people[who]
    const { url, body } = await row.prepare()
    let request = client[row.method](url).withInertia().withCsrfToken().redirects(0)
    if (body) request = request.json(body)
    if (user) request = request.loginAs(user)
    const response = await request
    const status = response.status()
    const expected = row.denied[who] ?? row.denied.default
    if (row.allowed.includes(who)) {
      assert.oneOf(status, row.method === 'get' ? [200] : [302, 303], `${who}: ${status}`)
      if (row.method === 'post') {
        const flashed = (response.flashMessages() ?? {}) as Record<string, unknown>
        assert.notProperty(flashed, 'inputErrorsBag', `${who}: ${JSON.stringify(flashed)}`)
        assert.notProperty(flashed, 'error', `${who}: ${JSON.stringify(flashed)}`)
      }
    } else if (!user) {
      assert.equal(status, 401, `${who} gets the sign-in screen`)
    } else if (options.refusalMayFlash && row.method === 'post' && expected === 403 && status === 302) {
      assert.property(response.flashMessages() ?? {}, 'error', `${who}: refused with a reason, nothing changed`)
    } else {
      assert.equal(status, expected, `${who}: ${status}`)
    }
  }
}
