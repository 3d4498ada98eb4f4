import { test } from '@japa/runner'
import sharp from 'sharp'
import { makeUser } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import db from '@adonisjs/lucid/services/db'
import Post from '../../models/post.js'
import { makeChannel } from '../factories.js'

/*
 * issue 10 "Done when": a member posts with an image and a mention in a channel, another member
 * comments and the first sees it live (two browser contexts, no reload).
 */
test.group('Channels in a real browser', () => {
  test('Ada posts with an image and a mention; Ben, notified, comments; Ada sees the comment live', async ({
    browser,
    browserContext,
    visit,
    assert,
  }) => {
    const world = await makeWorld('public', { title: 'Geometry Garden' })
    const channel = await makeChannel(world, { title: 'Questions', description: 'Ask anything.' })
    const [ada, ben] = [await makeUser(), await makeUser()]
    await ada.merge({ name: 'Ada Lovelace' }).save()
    await ben.merge({ name: 'Ben Franklin' }).save()
    await makeMember(ada.id, world.id)
    await makeMember(ben.id, world.id)
    const path = `/w/${world.slug}/c/${channel.id}`

    await browserContext.loginAs(ada)
    const page = await visit(path)
    const editor = page.getByRole('textbox', { name: 'Post in Questions' })
    await editor.click()
    await page.keyboard.type('Which angle is bigger here? ')
    await page.keyboard.type('@Ben')
    await page.getByRole('option', { name: new RegExp(ben.displayName) }).waitFor()
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Insert image' }).click()
    await page.getByLabel('Image description').fill('Two angles')
    const image = await sharp({
      create: { width: 24, height: 16, channels: 3, background: '#36c' },
    })
      .png()
      .toBuffer()
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'angles.png', mimeType: 'image/png', buffer: image })
    await page.locator('.ProseMirror img[src^="/uploads/"]').waitFor()
    await page.getByRole('button', { name: 'Post', exact: true }).click()

    const article = page.getByRole('article', { name: `Post by ${ada.displayName}` })
    await article.getByRole('img', { name: 'Two angles' }).waitFor()
    assert.equal(await article.locator('.rich-text-mention').textContent(), `@${ben.displayName}`)
    const post = await Post.query().where('channel_id', channel.id).firstOrFail()
    await eventually(
      async () =>
        Boolean(
          await db
            .from('notifications')
            .where({ user_id: ben.id, key: 'post.mention', post_id: post.id })
            .first()
        ),
      'the mention notification'
    )

    // Ben, in his own browser context, comments on Ada's post.
    const benContext = await browser.newContext()
    try {
      await (benContext as any).loginAs(ben)
      const benPage = await benContext.newPage()
      await benPage.goto(new URL(path, page.url()).toString())
      const benArticle = benPage.getByRole('article', { name: `Post by ${ada.displayName}` })
      await benArticle.getByRole('img', { name: 'Two angles' }).waitFor()
      await benArticle.getByRole('button', { name: 'Comment', exact: true }).click()
      await benPage.getByRole('textbox', { name: 'Your comment' }).click()
      await benPage.keyboard.type('The one on the left: it is obtuse.')
      await benPage.getByRole('button', { name: 'Comment', exact: true }).last().click()
      await benArticle.getByRole('article', { name: `Comment by ${ben.displayName}` }).waitFor()

      // Ada's page, untouched since, shows Ben's comment (live update, no reload).
      await article
        .getByRole('article', { name: `Comment by ${ben.displayName}` })
        .getByText('The one on the left: it is obtuse.')
        .waitFor({ timeout: 10_000 })
    } finally {
      await benContext.close()
    }
  }).timeout(90_000)
})
