import type { HttpContext } from '@adonisjs/core/http'
import { refuseForm } from '#app/support/http'
import { TutoringSession } from '#modules/tutoring/index'
import { adminFrame } from '../queries/frame.js'
import { getWebsiteSettings } from '../website_settings.js'
import { updateWebsiteSettings } from '../actions/settings.js'
import {
  FEATURED_SESSIONS_MAX,
  MARKETING_SOURCES_MAX,
  SLACK_LINKS_MAX,
  marketingSourcesValidator,
  slackLinksValidator,
  websiteSettingsValidator,
} from '../validators/settings.js'
import { adminMessages } from '../validators/messages.js'
import { staffOf } from './helpers.js'
import { iso } from '#app/support/database/values'

/* The settings pages (spec 000 §6.3: super). */
function savedMessage(changed: string[]) {
  return changed.length === 0 ? 'Nothing changed.' : 'Settings saved.'
}

async function featuredSessionSummaries(ids: number[]) {
  if (ids.length === 0) return []
  const sessions = await TutoringSession.query().whereIn('id', ids)
  const byId = new Map(sessions.map((session) => [session.id, session]))
  return ids.map((id) => {
    const session = byId.get(id)
    return { id, title: session?.title ?? null, startDate: iso(session?.startDate) }
  })
}

export default class SettingsController {
  async website(ctx: HttpContext) {
    const values = await getWebsiteSettings([
      'require-registration-account-approval',
      'public-count-tutors',
      'public-count-learners',
      'public-count-sessions',
      'featured-sessions',
    ])
    return ctx.inertia.render('admin/settings_website', {
      settings: {
        requireRegistrationAccountApproval: values['require-registration-account-approval'],
        publicCountTutors: values['public-count-tutors'],
        publicCountLearners: values['public-count-learners'],
        publicCountSessions: values['public-count-sessions'],
        featuredSessions: values['featured-sessions'],
      },
      featured: await featuredSessionSummaries(values['featured-sessions']),
      limits: { featuredSessions: FEATURED_SESSIONS_MAX },
      admin: await adminFrame(ctx, 'settings'),
    })
  }

  async updateWebsite(ctx: HttpContext) {
    const payload = await ctx.request.validateUsing(websiteSettingsValidator, { messagesProvider: adminMessages })
    const found = payload.featuredSessions.length
      ? await TutoringSession.query().whereIn('id', payload.featuredSessions).select('id')
      : []
    const missing = payload.featuredSessions.filter((id) => !found.some((session) => session.id === id))
    if (missing.length > 0) {
      return refuseForm(ctx, { featuredSessions: `No session has the id ${missing.join(', ')}.` })
    }
    const changed = await updateWebsiteSettings(await staffOf(ctx), {
      'require-registration-account-approval': payload.requireRegistrationAccountApproval,
      'public-count-tutors': payload.publicCountTutors,
      'public-count-learners': payload.publicCountLearners,
      'public-count-sessions': payload.publicCountSessions,
      'featured-sessions': payload.featuredSessions,
    })
    ctx.session.flash('success', savedMessage(changed))
    return ctx.response.redirect('/admin/settings')
  }

  async marketingSources(ctx: HttpContext) {
    const values = await getWebsiteSettings(['marketing-sources'])
    return ctx.inertia.render('admin/settings_marketing_sources', {
      sources: values['marketing-sources'],
      limits: { sources: MARKETING_SOURCES_MAX },
      admin: await adminFrame(ctx, 'settings-marketing-sources'),
    })
  }

  async updateMarketingSources(ctx: HttpContext) {
    const { sources } = await ctx.request.validateUsing(marketingSourcesValidator, { messagesProvider: adminMessages })
    const changed = await updateWebsiteSettings(await staffOf(ctx), { 'marketing-sources': sources })
    ctx.session.flash('success', savedMessage(changed))
    return ctx.response.redirect('/admin/settings-marketing-sources')
  }

  async slackLinks(ctx: HttpContext) {
    const values = await getWebsiteSettings(['slack-links'])
    return ctx.inertia.render('admin/settings_slack_links', {
      links: values['slack-links'],
      limits: { links: SLACK_LINKS_MAX },
      admin: await adminFrame(ctx, 'settings-slack-links'),
    })
  }

  async updateSlackLinks(ctx: HttpContext) {
    const { links } = await ctx.request.validateUsing(slackLinksValidator, { messagesProvider: adminMessages })
    const changed = await updateWebsiteSettings(await staffOf(ctx), { 'slack-links': links })
    ctx.session.flash('success', savedMessage(changed))
    return ctx.response.redirect('/admin/settings-slack-links')
  }
}
