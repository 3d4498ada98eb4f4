import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeLearner, makeTutor, makeUser, birthForAge } from '#tests/helpers/users'
import { awardAttendanceJob, isFollowing } from '#modules/recognition/index'

/* issue 11 "Done when": a leaderboard shows the tutor and the learner after points; profile tabs; following a tutor. */
test.group('recognition in a real browser (issue 11 §3)', () => {
  test('after a confirmed roster the leaderboard lists the tutor and the learner; the tutor’s profile tabs open', async ({ visit, browserContext, assert }) => {
    await db.from('user_events').delete()
    const [tutor, learner] = [await makeTutor(), await makeLearner()]
    await awardAttendanceJob.handle({ sessionId: 1_900_000_001, confirmedByUserId: tutor.id, presentUserIds: [learner.id], hostUserIds: [tutor.id] })
    await browserContext.loginAs(await makeUser({ birth: birthForAge(30) }))

    const page = await visit('/leaderboard')
    const rows = page.getByRole('row')
    await rows.filter({ hasText: tutor.displayName }).filter({ hasText: '5' }).waitFor()
    await rows.filter({ hasText: learner.displayName }).filter({ hasText: '1' }).waitFor()
    // The minor has no profile link; the tutor has one.
    assert.equal(await page.getByRole('link', { name: learner.displayName }).count(), 0)
    await page.getByRole('link', { name: tutor.displayName }).click()
    await page.waitForURL(new RegExp(`/u/${tutor.username}$`))
    await page.getByText('+5 SP').waitFor()

    const tabs = [
      ['Achievements', 'Sessions hosted'],
      ['Sessions', 'Upcoming sessions'],
      ['Feedback', 'pieces of session feedback received'],
      ['Network', 'Tutors followed'],
    ]
    for (const [tab, shows] of tabs) {
      await page.getByRole('link', { name: tab, exact: true }).click()
      await page.waitForURL(new RegExp(`/u/${tutor.username}/${tab.toLowerCase()}$`))
      await page.getByText(shows).first().waitFor()
    }
  })

  test('a member follows a tutor from the profile, by keyboard', async ({ visit, browserContext, assert }) => {
    const [tutor, member] = [await makeTutor(), await makeUser()]
    await browserContext.loginAs(member)
    const page = await visit(`/u/${tutor.username}`)
    const follow = page.getByRole('button', { name: 'Follow', exact: true })
    await follow.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Following' }).waitFor()
    assert.isTrue(await isFollowing(member.id, tutor.id))
  })
})
