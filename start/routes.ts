/*
 * Every context owns its routes; this file only loads them.
 */
import '#app/support/platform_routes'
import '#modules/site/routes'
import '#modules/identity/routes'
import '#modules/catalog/routes'
import '#modules/worlds/routes'
import '#modules/tutoring/routes'
import '#modules/series/routes'
import '#modules/dashboard/routes'
import '#modules/admin/routes'
