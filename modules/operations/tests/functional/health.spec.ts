import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DbCheck } from '@adonisjs/lucid/database'
import { DateTime } from 'luxon'
import env from '#start/env'
import { sqlTime } from '#app/support/database/values'
import { useReadinessChecks } from '../../checks/readiness.js'
import { OutboxLagCheck } from '../../checks/outbox_lag_check.js'

/* Issue 20 §3: liveness and readiness probes for load balancers and orchestrators. */
test.group('Health probes (issue 20 §3)', (group) => {
  group.each.teardown(async () => {
    useReadinessChecks(null)
    env.set('MONITORING_SECRET', '')
  })

  test('/health/live answers ok without touching the database, for anyone', async ({ client, assert }) => {
    const response = await client.get('/health/live')
    response.assertStatus(200)
    assert.deepEqual(response.body(), { status: 'ok' })
    assert.equal(response.header('cache-control'), 'no-store')
  })

  test('/health/ready: 200 with each check ok; a visitor sees names and statuses only', async ({ client, assert }) => {
    const response = await client.get('/health/ready')
    response.assertStatus(200)
    assert.equal(response.body().status, 'ok')
    const names = response.body().checks.map((check: { name: string }) => check.name)
    assert.includeMembers(names, ['Database', 'Disk space', 'Event outbox'])
    for (const check of response.body().checks) assert.deepEqual(Object.keys(check).sort(), ['name', 'status'])
    assert.notProperty(response.body(), 'debugInfo')
  })

  test('the full report needs the MONITORING_SECRET header; a wrong one gets the summary', async ({ client, assert }) => {
    env.set('MONITORING_SECRET', 'monitor-me-please')
    const wrong = await client.get('/health/ready').header('x-monitoring-secret', 'guess')
    assert.notProperty(wrong.body(), 'debugInfo')
    const right = await client.get('/health/ready').header('x-monitoring-secret', 'monitor-me-please')
    right.assertStatus(200)
    assert.property(right.body(), 'debugInfo')
    assert.isString(right.body().checks[0].message)
  })

  test('503 when the database is unreachable, so the load balancer stops sending traffic', async ({ client, assert }) => {
    db.manager.add('unreachable_for_health', {
      client: 'pg',
      connection: { host: '127.0.0.1', port: 1, user: 'nobody', password: 'x', database: 'nothing' },
      pool: { min: 0, max: 1 },
    })
    try {
      useReadinessChecks([Object.assign(new DbCheck(db.connection('unreachable_for_health')), { name: 'Database' })])
      const response = await client.get('/health/ready')
      response.assertStatus(503)
      assert.deepEqual(response.body(), { status: 'error', checks: [{ name: 'Database', status: 'error' }] })
    } finally {
      await db.manager.close('unreachable_for_health', true)
    }
  })

  test('hook events unsettled for 10 minutes are a warning, not an outage', async ({ client, assert }) => {
    const [row] = await db
      .table('hook_outbox_events')
      .insert({ event: 'health.test', payload: '{}', created_at: sqlTime(DateTime.utc().minus({ minutes: 20 })) })
      .returning('id')
    const id = typeof row === 'object' ? row.id : row
    try {
      useReadinessChecks([new OutboxLagCheck(10)])
      const response = await client.get('/health/ready')
      response.assertStatus(200)
      assert.deepEqual(response.body(), { status: 'warning', checks: [{ name: 'Event outbox', status: 'warning' }] })
    } finally {
      await db.from('hook_outbox_events').where('id', id).delete()
    }
  })
})
