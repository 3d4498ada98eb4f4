/*
 * Platform jobs and listeners (modules' own load with their manifests: start/routes.ts).
 */
import '#app/support/mail/send_mail_job'
