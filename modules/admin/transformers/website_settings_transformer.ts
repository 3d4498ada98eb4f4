import { BaseTransformer } from '@adonisjs/core/transformers'
import type { WebsiteSettings } from '../website_settings.js'

type GeneralSettings = Pick<
  WebsiteSettings,
  'require-registration-account-approval' | 'public-count-tutors' | 'public-count-learners' | 'public-count-sessions' | 'featured-sessions'
>

/** The general website settings (spec 001 §3.5) as the "Settings: Website" form edits them. */
export default class WebsiteSettingsTransformer extends BaseTransformer<GeneralSettings> {
  toObject() {
    return {
      requireRegistrationAccountApproval: this.resource['require-registration-account-approval'],
      publicCountTutors: this.resource['public-count-tutors'],
      publicCountLearners: this.resource['public-count-learners'],
      publicCountSessions: this.resource['public-count-sessions'],
      featuredSessions: this.resource['featured-sessions'],
    }
  }
}
