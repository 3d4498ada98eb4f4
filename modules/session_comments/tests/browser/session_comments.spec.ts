import { test } from '@japa/runner'
import { assertAccessible } from '#tests/helpers/accessibility'
import { resetRateLimits } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import SessionComment from '../../models/session_comment.js'
import { COMMENT_MESSAGES } from '../../shared/index.js'
import { makeCommentedSession, makeStaff } from '../factories.js'
import { switchUser } from '#tests/helpers/browser_pages'

/*
 * Session comments in Chromium (spec 001 §3.3; spec 000 §6.3 "Comments"): a registrant comments on
 * the session page; policy staff hide it from the Session comments page; the registrant sees it
 * marked "Hidden by a moderator".
 */
const TEXT = 'Could we go over question 4 again next time?'

test.group('Session comments in a real browser', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a registrant comments, policy staff hide it, the registrant sees it marked hidden', async ({ browserContext, assert }) => {
    const { session, registrant } = await makeCommentedSession()
    const policy = await makeStaff(['admin:policy'])

    await browserContext.loginAs(registrant)
    let page = await browserContext.newPage()
    // The first page of a run may wait for the dev server to compile it on a busy machine.
    await page.goto(`/session/${session.id}`, { timeout: 120_000 })
    const section = page.getByRole('region', { name: 'Comments' })
    await section.getByLabel('Your comment').fill(TEXT)
    await section.getByRole('button', { name: 'Post comment' }).click()
    await section.getByText(COMMENT_MESSAGES.posted).waitFor()
    await section.getByText(TEXT).waitFor()
    await assertAccessible(page)
    const comment = await SessionComment.query().where('session_id', session.id).firstOrFail()
    assert.equal(comment.message, TEXT)

    page = await switchUser(browserContext, page, policy)
    await page.goto('/admin/comments/sessions')
    const card = page.locator(`#session-comment-${comment.id}`)
    await card.getByText(TEXT).waitFor()
    await assertAccessible(page)
    await card.getByRole('button', { name: 'Hide' }).click()
    await card.getByText('Hidden', { exact: true }).waitFor()
    await eventually(async () => (await SessionComment.findOrFail(comment.id)).hiddenByUserId === policy.id, 'the hide')

    page = await switchUser(browserContext, page, registrant)
    await page.goto(`/session/${session.id}`)
    const mine = page.locator(`#session-comment-${comment.id}`)
    await mine.getByText(COMMENT_MESSAGES.hiddenByModerator).waitFor()
    await mine.getByText(TEXT).waitFor()
  }).timeout(300_000)
})
