import { test } from '@japa/runner'
import { recordingsByRoom } from '../../shared/index.js'

/* Recordings of breakout rooms (issue 12 §3 recordings; spec 001 §3.3 session_breakout): the audit page lists them per room. */
test.group('recordingsByRoom', () => {
  test('main room first, then rooms in the order their first recording came; order kept within a room', ({ assert }) => {
    const rows = [
      { id: 1, breakoutTitle: 'Room B' },
      { id: 2, breakoutTitle: null },
      { id: 3, breakoutTitle: ' room b ' },
      { id: 4, breakoutTitle: 'Room A' },
      { id: 5, breakoutTitle: '  ' },
    ]
    const groups = recordingsByRoom(rows)
    assert.deepEqual(
      groups.map((group) => [group.room, group.recordings.map((row) => row.id)]),
      [
        [null, [2, 5]],
        ['Room B', [1, 3]],
        ['Room A', [4]],
      ]
    )
  })

  test('no main-room group when every recording names a room; nothing for no recordings', ({ assert }) => {
    assert.deepEqual(recordingsByRoom([{ breakoutTitle: 'Room 1' }]), [{ room: 'Room 1', recordings: [{ breakoutTitle: 'Room 1' }] }])
    assert.deepEqual(recordingsByRoom([]), [])
  })
})
