import { test } from '@japa/runner'
import { cutName, initialsOf, summarizeHosts, type HostEntry } from '../../host_list.js'

/* spec 002 §9: host list shows 2 avatars; names cut at 25 characters; 'and N others' beyond 2 hosts. */
const host = (userId: number, name: string, role: HostEntry['role'] = 'co-host'): HostEntry => ({ userId, name, username: null, role })

test.group('Host list formatting (spec 002 §9)', () => {
  test('one host: one avatar, the name alone', ({ assert }) => {
    const summary = summarizeHosts([host(1, 'Ada Lovelace', 'main')])
    assert.lengthOf(summary.avatars, 1)
    assert.equal(summary.label, 'Ada Lovelace')
    assert.equal(summary.others, 0)
  })

  test('two hosts: two avatars, "A and B", primary host first', ({ assert }) => {
    const summary = summarizeHosts([host(2, 'Grace Hopper'), host(1, 'Ada Lovelace', 'main')])
    assert.deepEqual(summary.avatars.map((a) => a.userId), [1, 2])
    assert.equal(summary.label, 'Ada Lovelace and Grace Hopper')
  })

  test('more than two: still 2 avatars and "and N others"', ({ assert }) => {
    const hosts = [host(1, 'Ada Lovelace', 'main'), host(2, 'Grace Hopper'), host(3, 'Alan Turing'), host(4, 'Katherine Johnson'), host(5, 'Edsger Dijkstra')]
    const summary = summarizeHosts(hosts)
    assert.lengthOf(summary.avatars, 2)
    assert.equal(summary.others, 3)
    assert.equal(summary.label, 'Ada Lovelace, Grace Hopper and 3 others')
    assert.equal(summarizeHosts(hosts.slice(0, 3)).label, 'Ada Lovelace, Grace Hopper and 1 other')
  })

  test('names are cut at 25 characters', ({ assert }) => {
    const long = 'Maximiliana Bartholomew-Featherstonehaugh'
    assert.equal(cutName(long), 'Maximiliana Bartholomew-F…')
    assert.equal(Array.from(cutName(long)).length, 26)
    assert.equal(cutName('Exactly twenty-five chars'), 'Exactly twenty-five chars')
    assert.equal(cutName('A'.repeat(26)), `${'A'.repeat(25)}…`)
    const summary = summarizeHosts([host(1, long, 'main')])
    assert.equal(summary.label, 'Maximiliana Bartholomew-F…')
    assert.equal(summary.avatars[0].name, 'Maximiliana Bartholomew-F…')
  })

  test('cuts by characters, not UTF-16 units', ({ assert }) => {
    const name = '😀'.repeat(30)
    assert.equal(Array.from(cutName(name)).length, 26)
  })

  test('initials', ({ assert }) => {
    assert.equal(initialsOf('Ada Lovelace'), 'AL')
    assert.equal(initialsOf('Ada King Lovelace'), 'AL')
    assert.equal(initialsOf('plato'), 'P')
    assert.equal(initialsOf('   '), '?')
  })
})
