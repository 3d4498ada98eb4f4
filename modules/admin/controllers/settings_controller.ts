import type { HttpContext } from '@adonisjs/core/http'
import { refuseForm } from '#app/support/http'
import { adminFrame } from '../queries/frame.js'
import { featuredSessions, missingSessionIds } from '../queries/featured_sessions.js'
import { getWebsiteSettings } from '../website_settings.js'
import { updateWebsiteSettings } from '../actions/update_website_settings.js'
import {
  FEATURED_SESSIONS_MAX,
  MARKETING_SOURCES_MAX,
  SLACK_LINKS_MAX,
  marketingSourcesValidator,
  slackLinksValidator,
  websiteSettingsValidator,
} from '../validators/settings.js'
import { adminMessages } from '../validators/messages.js'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import WebsiteSettingsTransformer from '../transformers/website_settings_transformer.js'
import FeaturedSessionTransformer from '../transformers/featured_session_transformer.js'
import MarketingSourceTransformer from '../transformers/marketing_source_transformer.js'
import SlackLinkTransformer from '../transformers/slack_link_transformer.js'
import { staffOf } from './helpers.js'

/* The settings pages (spec 000 §6.3: super; the routes are guarded by StaffConsolePolicy). */
function savedMessage(changed: string[]) {
  return changed.length === 0 ? 'Nothing changed.' : 'Settings saved.'
}

export default class SettingsController {
  async website(ctx: HttpContext) {
    const settings = await getWebsiteSettings([
      'require-registration-account-approval',
      'public-count-tutors',
      'public-count-learners',
      'public-count-sessions',
      'featured-sessions',
    ])
    return ctx.inertia.render('admin/settings_website', {
      settings: WebsiteSettingsTransformer.transform(settings),
      featured: FeaturedSessionTransformer.transform(await featuredSessions(settings['featured-sessions'])),
      limits: { featuredSessions: FEATURED_SESSIONS_MAX },
      admin: AdminFrameTransformer.transform(await adminFrame(ctx, 'settings')),
    })
  }

  async updateWebsite(ctx: HttpContext) {
    const payload = await ctx.request.validateUsing(websiteSettingsValidator, { messagesProvider: adminMessages })
    const missing = await missingSessionIds(payload.featuredSessions)
    if (missing.length > 0) {
      return refuseForm(ctx, { featuredSessions: `No session has the id ${missing.join(', ')}.` })
    }
    const changed = await updateWebsiteSettings(staffOf(ctx), {
      'require-registration-account-approval': payload.requireRegistrationAccountApproval,
      'public-count-tutors': payload.publicCountTutors,
      'public-count-learners': payload.publicCountLearners,
      'public-count-sessions': payload.publicCountSessions,
      'featured-sessions': payload.featuredSessions,
    })
    ctx.session.flash('success', savedMessage(changed))
    return ctx.response.redirect().toRoute('admin.settings.website')
  }

  async marketingSources(ctx: HttpContext) {
    const values = await getWebsiteSettings(['marketing-sources'])
    return ctx.inertia.render('admin/settings_marketing_sources', {
      sources: MarketingSourceTransformer.transform(values['marketing-sources']),
      limits: { sources: MARKETING_SOURCES_MAX },
      admin: AdminFrameTransformer.transform(await adminFrame(ctx, 'settings-marketing-sources')),
    })
  }

  async updateMarketingSources(ctx: HttpContext) {
    const { sources } = await ctx.request.validateUsing(marketingSourcesValidator, { messagesProvider: adminMessages })
    const changed = await updateWebsiteSettings(staffOf(ctx), { 'marketing-sources': sources })
    ctx.session.flash('success', savedMessage(changed))
    return ctx.response.redirect().toRoute('admin.settings.marketing_sources')
  }

  async slackLinks(ctx: HttpContext) {
    const values = await getWebsiteSettings(['slack-links'])
    return ctx.inertia.render('admin/settings_slack_links', {
      links: SlackLinkTransformer.transform(values['slack-links']),
      limits: { links: SLACK_LINKS_MAX },
      admin: AdminFrameTransformer.transform(await adminFrame(ctx, 'settings-slack-links')),
    })
  }

  async updateSlackLinks(ctx: HttpContext) {
    const { links } = await ctx.request.validateUsing(slackLinksValidator, { messagesProvider: adminMessages })
    const changed = await updateWebsiteSettings(staffOf(ctx), { 'slack-links': links })
    ctx.session.flash('success', savedMessage(changed))
    return ctx.response.redirect().toRoute('admin.settings.slack_links')
  }
}
