/* Props the site controllers send to the written pages (modules/site/controllers/pages_controller.ts). */

export type Stats = { tutors: string }

export type Emails = { help: string; safety: string; press: string }
