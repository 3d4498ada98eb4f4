/*
 * Public surface of the admin (staff console) context.
 * - the website settings of spec 001 §3.5 (typed getters with defaults);
 * - the admin menu registration point lives in the kernel (#kernel/admin_menu) so programs and
 *   other modules add their pages without importing this module;
 * - StaffConsolePolicy decides who opens a registered page (menu and routes alike); a page
 *   registered elsewhere guards its routes with adminPageAccess(key).
 */
import { registerFormPage } from '#modules/forms/index'
import { REFERENCE_FORM } from '#modules/forms/shared/index'
import { ADMIN_PAGES, registerAdminPages } from './pages.js'

export {
  getWebsiteSetting,
  getWebsiteSettings,
  WEBSITE_SETTING_DEFAULTS,
  WEBSITE_SETTING_KEYS,
  type WebsiteSettings,
  type WebsiteSettingKey,
  type MarketingSource,
  type SlackLink,
} from './website_settings.js'
export { default as AdminAuditEvent, AUDIT_ACTIONS, type AuditAction } from './models/admin_audit_event.js'
export { ADMIN_PAGES } from './pages.js'
export { default as StaffConsolePolicy } from './policies/staff_console_policy.js'
export { adminPageAccess } from './middleware/admin_page.js'

registerAdminPages()
// A stored reference form response (a `form_response` subject) links to its page.
registerFormPage(REFERENCE_FORM.key, { title: 'Forms Reference', href: `/admin/${ADMIN_PAGES.formReference.path}` })
