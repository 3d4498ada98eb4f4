/*
 * Every context owns its routes; this file only loads them.
 */
import '#app/support/platform_routes'
import '#modules/site/routes'
import '#modules/identity/routes'
import '#modules/admin/routes'
