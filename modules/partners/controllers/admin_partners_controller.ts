import type { HttpContext } from '@adonisjs/core/http'
import { adminFrameFor } from '#kernel/admin_menu'
import AdminFrameTransformer from '#kernel/transformers/admin_frame_transformer'
import { notFound } from '#app/support/http'
import PartnersPolicy from '../policies/partners_policy.js'
import { PARTNERS_PAGE } from '../admin_pages.js'
import { allPartners, findPartner } from '../queries/partners.js'
import { allLandingSources } from '../queries/landing_sources.js'
import { createPartner } from '../actions/create_partner.js'
import { updatePartner } from '../actions/update_partner.js'
import { setPartnerActive } from '../actions/set_partner_active.js'
import { movePartner } from '../actions/move_partner.js'
import { createLandingSource } from '../actions/create_landing_source.js'
import { updateLandingSource } from '../actions/update_landing_source.js'
import { landingUpdateValidator, landingValidator, moveValidator, partnerMessages, partnerValidator } from '../validators/partner_validators.js'
import PartnerTransformer from '../transformers/partner_transformer.js'
import LandingSourceTransformer from '../transformers/landing_source_transformer.js'
import { PARTNER_MESSAGES } from '../shared/index.js'
import { answerDenial, conflict, denied, done, idOr404, refuseForm } from './respond.js'

/*
 * The console's Partners page, /admin/partners (spec 000 §2.6, §6.3: super): the partner list of
 * /partnerships (spec 001 §3.10) and the partner landing pages (spec 001 §3.1 referral_source).
 */
export default class AdminPartnersController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(PartnersPolicy).execute('manage')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    return ctx.inertia.render('partners/admin_partners', {
      partners: PartnerTransformer.transform(await allPartners()).useVariant('forConsole'),
      landingPages: LandingSourceTransformer.transform(await allLandingSources()).useVariant('forConsole'),
      admin: AdminFrameTransformer.transform(adminFrameFor(await ctx.auth.getUserOrFail().roles(), PARTNERS_PAGE.key)),
    })
  }

  async store(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(PartnersPolicy).execute('manage')
    if (!verdict.authorized) return denied(ctx, verdict)
    const input = await ctx.request.validateUsing(partnerValidator, { messagesProvider: partnerMessages })
    const partner = await createPartner({ ...input, logoUrl: input.logoUrl ?? null })
    return done(ctx, `${partner.name} added to the partner list.`)
  }

  async update(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(PartnersPolicy).execute('manage')
    if (!verdict.authorized) return denied(ctx, verdict)
    const id = idOr404(ctx)
    const input = await ctx.request.validateUsing(partnerValidator, { messagesProvider: partnerMessages })
    const partner = (await updatePartner(id, { ...input, logoUrl: input.logoUrl ?? null })) ?? notFound(ctx)
    return done(ctx, `${partner.name} saved.`)
  }

  async deactivate(ctx: HttpContext) {
    return this.setActive(ctx, false)
  }

  async activate(ctx: HttpContext) {
    return this.setActive(ctx, true)
  }

  async move(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(PartnersPolicy).execute('manage')
    if (!verdict.authorized) return denied(ctx, verdict)
    const id = idOr404(ctx)
    const { direction } = await ctx.request.validateUsing(moveValidator, { messagesProvider: partnerMessages })
    if (!(await movePartner(id, direction))) return conflict(ctx, PARTNER_MESSAGES.cannotMove)
    return done(ctx, direction === 'up' ? 'Moved up.' : 'Moved down.')
  }

  async storeLanding(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(PartnersPolicy).execute('manage')
    if (!verdict.authorized) return denied(ctx, verdict)
    const { partnerSlug, ...input } = await ctx.request.validateUsing(landingValidator, { messagesProvider: partnerMessages })
    const created = await createLandingSource(partnerSlug, landingInput(input))
    if (created === 'taken') return refuseForm(ctx, { partnerSlug: PARTNER_MESSAGES.slugTaken })
    return done(ctx, `Landing page /partners/${partnerSlug} created.`)
  }

  async updateLanding(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(PartnersPolicy).execute('manage')
    if (!verdict.authorized) return denied(ctx, verdict)
    const id = idOr404(ctx)
    const input = await ctx.request.validateUsing(landingUpdateValidator, { messagesProvider: partnerMessages })
    if (!(await updateLandingSource(id, landingInput(input)))) notFound(ctx)
    return done(ctx, 'Landing page saved.')
  }

  private async setActive(ctx: HttpContext, active: boolean) {
    const verdict = await ctx.bouncer.with(PartnersPolicy).execute('manage')
    if (!verdict.authorized) return denied(ctx, verdict)
    const id = idOr404(ctx)
    if (!(await findPartner(id))) notFound(ctx)
    if (!(await setPartnerActive(id, active))) return conflict(ctx, active ? PARTNER_MESSAGES.alreadyActive : PARTNER_MESSAGES.alreadyInactive)
    return done(ctx, active ? 'Partner shown on /partnerships.' : 'Partner hidden from /partnerships.')
  }
}

function landingInput(input: { header: string; subheader?: string | null; logoUrl?: string | null; collegeAdmissionsPartner?: boolean }) {
  return { header: input.header, subheader: input.subheader ?? null, logoUrl: input.logoUrl ?? null, collegeAdmissionsPartner: input.collegeAdmissionsPartner ?? false }
}
