import { test } from '@japa/runner'
import env from '#start/env'
import { makeLearner } from '#tests/helpers/users'

/* Issue 20 §3: Prometheus metrics for whoever holds MONITORING_SECRET, nobody else. */
test.group('Metrics (issue 20 §3)', (group) => {
  group.each.setup(() => {
    env.set('MONITORING_SECRET', 'scrape-me-secretly')
    return () => env.set('MONITORING_SECRET', '')
  })

  test('a visitor, a signed-in member or a wrong secret gets 404', async ({ client }) => {
    ;(await client.get('/metrics')).assertStatus(404)
    ;(await client.get('/metrics').loginAs(await makeLearner())).assertStatus(404)
    ;(await client.get('/metrics').header('x-monitoring-secret', 'scrape-me-secret')).assertStatus(404)
  })

  test('without a configured secret nobody reads them, even with an empty header', async ({ client }) => {
    env.set('MONITORING_SECRET', '')
    ;(await client.get('/metrics').header('x-monitoring-secret', '')).assertStatus(404)
  })

  test('the scraper sees request latency by route PATTERN (no ids), the pool, the outbox and the process', async ({ client, assert }) => {
    await client.get('/health/live')
    await client.get('/u/nobody-here-12345')
    const response = await client.get('/metrics').header('authorization', 'Bearer scrape-me-secretly')
    response.assertStatus(200)
    const text = response.text()
    assert.include(response.header('content-type'), 'text/plain')
    assert.match(text, /peerhaven_http_request_duration_seconds_count\{route="\/health\/live",method="GET",status="2xx"\} \d+/)
    assert.notInclude(text, 'nobody-here-12345')
    assert.match(text, /peerhaven_db_pool_connections\{state="used"\}/)
    assert.match(text, /peerhaven_outbox_events\{state="unsettled"\} \d+/)
    assert.include(text, 'peerhaven_process_cpu_user_seconds_total')
  })
})
