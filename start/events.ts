/*
 * Loads each context's public surface so its listeners, jobs and navigation entries register.
 */
import '#app/support/mail/send_mail_job'
import '#modules/identity/index'
import '#modules/catalog/index'
import '#modules/worlds/index'
import '#modules/tutoring/index'
import '#modules/series/index'
import '#modules/dashboard/index'
import '#modules/site/index'
import '#modules/admin/index'
