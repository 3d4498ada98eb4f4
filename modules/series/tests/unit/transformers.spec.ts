import { test } from '@japa/runner'
import { AuthorizationResponse } from '@adonisjs/bouncer'
import { DateTime } from 'luxon'
import Series from '../../models/series.js'
import SeriesHost from '../../models/series_host.js'
import SeriesTemplate from '../../models/series_template.js'
import OutletCardTransformer from '#kernel/transformers/outlet_card_transformer'
import SeriesTransformer from '../../transformers/series_transformer.js'
import TemplateTransformer from '../../transformers/template_transformer.js'
import type { ScheduledSession } from '../../transformers/resource_types.js'

/* What the browser gets: UTC ISO instants, no off-site links, the policy's answer per template. */
const zoned = (iso: string) => DateTime.fromISO(iso, { zone: 'America/New_York' })

function session(id: number, start: string, canceled = false): ScheduledSession {
  return {
    id,
    title: `Session ${id}`,
    startDate: zoned(start),
    endDate: zoned(start).plus({ hours: 1 }),
    canceledAt: canceled ? DateTime.utc() : null,
    attemptedHosting: false,
    zoomStartDate: null,
  }
}

test.group('Series transformers', () => {
  test('OutletCardTransformer keeps same-site links only (programs fill the cards)', ({ assert }) => {
    const card = (href?: string) => new OutletCardTransformer({ key: 'k', title: 'T', body: 'B', href, linkLabel: 'Go' }).toObject()
    assert.deepInclude(card('/consent'), { href: '/consent', linkLabel: 'Go' })
    for (const href of ['//evil.example/x', 'https://evil.example/x', 'javascript:alert(1)', undefined]) {
      assert.deepInclude(card(href), { key: 'k', title: 'T', body: 'B', href: undefined, linkLabel: undefined }, String(href))
    }
  })

  test('SeriesTransformer: first and last live session as UTC ISO; hosts by name, deleted accounts named so', ({ assert }) => {
    const series = new Series().merge({ id: 7, title: 'Essays', description: 'd', maxLearners: 5, seatsTaken: 2, closedReason: null })
    const main = new SeriesHost().merge({ userId: 1, role: 'main' })
    const cohost = new SeriesHost().merge({ userId: 2, role: 'co-host' })
    const shape = new SeriesTransformer({
      series,
      world: { slug: 'math', title: 'Math' },
      template: null,
      hosts: [
        { host: main, user: { displayName: 'Ada L.', username: 'ada', isDeleted: false } },
        { host: cohost, user: undefined },
      ],
      sessions: [session(1, '2030-03-01T17:00'), session(2, '2030-03-08T17:00'), session(3, '2030-03-15T17:00', true)],
      status: 'open',
      seatsLeft: 3,
    }).toObject()
    assert.equal(shape.firstSessionAt, '2030-03-01T22:00:00.000Z')
    assert.equal(shape.lastSessionAt, '2030-03-08T23:00:00.000Z')
    assert.deepEqual(shape.hosts, [
      { userId: 1, displayName: 'Ada L.', username: 'ada', role: 'main' },
      { userId: 2, displayName: 'DELETED USER', username: '', role: 'co-host' },
    ])
    assert.include(shape, { id: 7, seatsLeft: 3, registeredCount: 2, status: 'open' })
  })

  test("TemplateTransformer: the policy's answer per template, and a start bound only when it is later than now", ({ assert }) => {
    const now = DateTime.utc()
    const template = (id: number, minimumStartDate: DateTime | null) =>
      new SeriesTemplate().merge({ id, slug: `t${id}`, title: `T${id}`, description: '', externalDescription: 'Public', scheduleType: 'weekly', sessionsPerWeek: 2, weeks: 3, sessionMinutes: 60, maxLearners: 8, minimumStartDate, startsAt: null })
    const verdicts = new Map([
      [1, AuthorizationResponse.allow()],
      [2, AuthorizationResponse.deny('Not yet.', 422)],
    ])
    const open = new TemplateTransformer(template(1, null), verdicts, now).toObject()
    assert.include(open, { canHost: true, reason: null, earliestStart: null, sessionCount: 6, description: 'Public' })
    const later = now.plus({ days: 10 })
    const closed = new TemplateTransformer(template(2, later), verdicts, now).toObject()
    assert.include(closed, { canHost: false, reason: 'Not yet.', earliestStart: later.toUTC().toISO() })
  })
})
