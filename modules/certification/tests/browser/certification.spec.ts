import { test } from '@japa/runner'
import { makeTutor, makeUser, resetRateLimits } from '#tests/helpers/users'
import { assertAccessible } from '#tests/helpers/accessibility'
import { CertificationRequest, canTutorTopic } from '#modules/catalog/index'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { passTutorQuiz } from '../factories.js'
import { patient, switchUser } from '#tests/helpers/browser_pages'

/*
 * Issue 12 "Done when", in Chromium: a tutor records a certification video with the fake camera,
 * certification staff approve the recording, two peers review it, a certification lead approves it,
 * and the tutor can host that topic.
 */
test.group('Certification in a real browser (issue 12 §1)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a tutor records a certification video, staff approve the recording, two peers review, a lead approves: the topic is hostable', async ({ browserContext, assert }) => {
    const course = await makeCourse({ name: 'Geometry' })
    const topic = await makeTopic(course.id, 'unit', { name: 'Similar triangles' })
    const tutor = await makeTutor()
    await passTutorQuiz(tutor.id)
    const staff = await makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:certifications:lead'] as any })
    const peers = [await makeTutor(), await makeTutor()]
    assert.isFalse(await canTutorTopic(tutor.id, topic.id))

    await browserContext.loginAs(tutor)
    let page = patient(await browserContext.newPage())
    await page.goto(`/certification/start?course=${course.id}`)
    await page.getByRole('link', { name: 'Similar triangles' }).click()
    await page.waitForURL(new RegExp(`/topic/${topic.id}/certify$`))
    await page.getByRole('heading', { name: 'Certify in Similar triangles' }).waitFor()
    await assertAccessible(page)
    await page.getByLabel(/^Your test score/).fill('92')
    // The camera needs a secure context: the server must listen on 127.0.0.1, not 0.0.0.0.
    await page.getByRole('button', { name: 'Turn on camera' }).click()
    await page.getByRole('button', { name: 'Record a Video' }).click()
    await page.waitForTimeout(11_000)
    await page.getByRole('button', { name: 'Stop' }).click()
    await page.locator('video[aria-label="Your recording"]').waitFor({ timeout: 30_000 })
    await page.getByText(/uploaded/i).first().waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Submit for review' }).click()
    await page.waitForURL(/\/certification\/mine$/)
    await page.getByText('Recording awaiting staff approval').waitFor()
    const request = await CertificationRequest.query().where('user_id', tutor.id).where('topic_id', topic.id).firstOrFail()
    assert.match(request.recordingUrl ?? '', /^\/uploads\/\d+\//)

    page = await switchUser(browserContext, page, staff)
    await page.goto('/admin/certifications')
    await assertAccessible(page)
    await page.getByRole('button', { name: 'Approve recording' }).click()
    await page.getByRole('region', { name: 'In peer review' }).getByText('Similar triangles').waitFor()

    for (const peer of peers) {
      page = await switchUser(browserContext, page, peer)
      await page.goto('/certification/review')
      await page.waitForURL(new RegExp(`/certification/review/${request.id}$`))
      await page.getByRole('heading', { name: 'Review: Similar triangles' }).waitFor()
      await assertAccessible(page)
      await page.getByLabel(/^Test score shown in the video/).fill('92')
      for (const box of await page.getByRole('checkbox').all()) await box.check()
      await page.getByRole('button', { name: 'Submit review' }).click()
      await page.waitForURL(/\/certification\/review$/)
      await page.getByText('Nothing to review right now').waitFor()
    }

    page = await switchUser(browserContext, page, staff)
    await page.goto('/admin/certifications')
    const inReview = page.getByRole('region', { name: 'In peer review' })
    await inReview.getByRole('button', { name: 'Approve' }).click()
    await inReview.getByLabel('Reason (approve)').fill('Two clear reviews')
    await inReview.getByRole('button', { name: 'Confirm' }).click()
    await page.getByRole('region', { name: 'Recently certified' }).getByText('Similar triangles').waitFor()

    assert.isTrue(await canTutorTopic(tutor.id, topic.id), 'the tutor can host the topic')
    page = await switchUser(browserContext, page, tutor)
    await page.goto('/certification/mine')
    await page.getByRole('region', { name: 'Geometry' }).getByText('Similar triangles').waitFor()
    await assertAccessible(page)
    await page.close()
  }).timeout(480_000)
})
