import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { User } from '#modules/identity/index'

/* The name other people see: minors show first name and last initial (privacy policy). */
test.group('User.displayName', () => {
  const make = (name: string, birth: string | null, deleted = false) => {
    const user = new User()
    user.name = name
    user.dateOfBirth = birth ? DateTime.fromISO(birth, { zone: 'utc' }) : null
    user.deletedAt = deleted ? DateTime.utc() : null
    return user
  }

  test('an adult shows the full name', ({ assert }) => {
    assert.equal(make('Ada Lovelace', DateTime.utc().minus({ years: 30 }).toISODate()).displayName, 'Ada Lovelace')
  })

  test('a minor, or someone of unknown age, shows first name and last initial', ({ assert }) => {
    assert.equal(make('Maya van der Berg', DateTime.utc().minus({ years: 15 }).toISODate()).displayName, 'Maya B.')
    assert.equal(make('Sam Ortiz', null).displayName, 'Sam O.')
    assert.equal(make('Cher', DateTime.utc().minus({ years: 14 }).toISODate()).displayName, 'Cher')
  })

  test('a deleted account is DELETED USER (spec 002 §8)', ({ assert }) => {
    assert.equal(make('Ada Lovelace', '1990-01-01', true).displayName, 'DELETED USER')
  })
})
