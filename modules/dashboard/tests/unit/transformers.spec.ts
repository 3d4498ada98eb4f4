import { test } from '@japa/runner'
import SessionTransformer from '../../transformers/session_transformer.js'
import HostWorldTransformer from '../../transformers/host_world_transformer.js'
import type { OwnSession } from '../../transformers/resource_types.js'

const own = (state: OwnSession['state']): OwnSession => ({
  id: 1,
  title: 'Logarithms clinic',
  startDate: '2030-03-01T17:00:00.000Z',
  endDate: '2030-03-01T18:00:00.000Z',
  topicName: 'Logarithms',
  worldTitle: 'Math',
  hostName: 'Ada L.',
  seatsLeft: 3,
  maxLearners: 8,
  role: 'main',
  canceled: state === 'canceled',
  state,
  seriesId: null,
})

test.group('Dashboard transformers', () => {
  test('a session is "in progress" only in that state', ({ assert }) => {
    assert.isTrue(new SessionTransformer(own('in_progress')).toObject().inProgress)
    for (const state of ['upcoming', 'ended', 'canceled'] as const) assert.isFalse(new SessionTransformer(own(state)).toObject().inProgress, state)
    assert.notProperty(new SessionTransformer(own('upcoming')).toObject(), 'state')
  })

  test('a host world carries its template count as a number', ({ assert }) => {
    const world = { slug: 'math', title: 'Math', $extras: { template_count: '2' } }
    assert.deepEqual(new HostWorldTransformer(world).toObject(), { slug: 'math', title: 'Math', templates: 2 })
  })
})
