import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { LANDING_SLUG_MAX, LANDING_SLUG_PATTERN, PARTNER_KINDS, PARTNER_MESSAGES, PARTNER_SIZES } from '../shared/index.js'

export const partnerMessages = new SimpleMessagesProvider({
  'required': 'This field is required.',
  'string': 'This field must be text.',
  'boolean': 'This field must be yes or no.',
  'minLength': 'Please write at least {{ min }} characters.',
  'maxLength': 'Please write at most {{ max }} characters.',
  'url': PARTNER_MESSAGES.httpsOnly,
  'kind.enum': 'Choose university, state or organisation.',
  'size.enum': 'Choose small, medium or large.',
  'direction.enum': 'Choose up or down.',
  'partnerSlug.regex': PARTNER_MESSAGES.slugFormat,
})

const httpsUrl = () => vine.string().trim().maxLength(500).url({ protocols: ['https'], require_protocol: true })

/* POST /admin/partners and PUT /admin/partners/:id: a reference list entry (spec 001 §3.10). */
export const partnerValidator = vine.create({
  name: vine.string().trim().minLength(2).maxLength(120),
  kind: vine.enum(PARTNER_KINDS),
  link: httpsUrl(),
  logoUrl: httpsUrl().nullable().optional(),
  size: vine.enum(PARTNER_SIZES),
})

/* POST /admin/partners/:id/move: one step up or down the list. */
export const moveValidator = vine.create({
  direction: vine.enum(['up', 'down'] as const),
})

const landingFields = {
  header: vine.string().trim().minLength(2).maxLength(200),
  subheader: vine.string().trim().maxLength(300).nullable().optional(),
  logoUrl: httpsUrl().nullable().optional(),
  collegeAdmissionsPartner: vine.boolean().optional(),
}

/* POST /admin/partners/landing-pages: a partner landing source (spec 001 §3.1 referral_source). */
export const landingValidator = vine.create({
  partnerSlug: vine.string().trim().toLowerCase().minLength(2).maxLength(LANDING_SLUG_MAX).regex(LANDING_SLUG_PATTERN),
  ...landingFields,
})

/* PUT /admin/partners/landing-pages/:id: the slug is its address and referral code, so it stays. */
export const landingUpdateValidator = vine.create(landingFields)
