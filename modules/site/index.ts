/*
 * Public surface of the site context (home, marketing pages, redirects, link rules).
 */
import { registerNavEntry, type NavEntry } from '#kernel/navigation'
import { CONTACT_EMAILS } from './claims.js'

export { normalizeLink, adminPath, ADMIN_PATH_LEADING_SLASH } from './links.js'
export type { NormalizedLink, LinkOptions } from './links.js'
export { REDIRECTS, resolveRedirect, redirectSources, redirectRuleFor } from './redirects.js'
export type { RedirectRule, RedirectTarget } from './redirects.js'
export { TUTOR_COMMUNITY, CONTACT_EMAILS } from './claims.js'

/*
 * Navigation (spec 000 §2.6). Every entry below points at a page this module serves, except the
 * Help Desk mail link.
 */
const entries: NavEntry[] = [
  // Logged-out "How it Works" menu.
  { menu: 'howItWorks', label: 'Peer tutoring benefits', href: '/about#peer-tutoring-benefits', audience: 'loggedOut', order: 10 },
  { menu: 'howItWorks', label: 'About certifications', href: '/become-a-tutor#certification', audience: 'loggedOut', order: 20 },
  { menu: 'howItWorks', label: 'Become a tutor', href: '/become-a-tutor', audience: 'loggedOut', order: 30 },
  { menu: 'howItWorks', label: 'Session safety measures', href: '/session-safety', audience: 'loggedOut', order: 40 },
  { menu: 'howItWorks', label: 'Help desk', href: `mailto:${CONTACT_EMAILS.help}`, audience: 'loggedOut', order: 50 },
  // Logged-out "About" (a single entry renders as a plain link) and "Community".
  { menu: 'about', label: 'About', href: '/about', audience: 'loggedOut', order: 10 },
  { menu: 'community', label: 'Community guidelines', href: '/community-guidelines', audience: 'loggedOut', order: 90 },
  // Footer columns.
  { menu: 'footer', group: 'About', label: 'About Peerhaven', href: '/about', audience: 'everyone', order: 10 },
  { menu: 'footer', group: 'About', label: 'Team', href: '/about/team', audience: 'everyone', order: 11 },
  { menu: 'footer', group: 'About', label: 'Contact', href: '/about/contact', audience: 'everyone', order: 12 },
  { menu: 'footer', group: 'About', label: 'Partnerships', href: '/partnerships', audience: 'everyone', order: 13 },
  { menu: 'footer', group: 'Tutoring', label: 'Become a tutor', href: '/become-a-tutor', audience: 'everyone', order: 20 },
  { menu: 'footer', group: 'Tutoring', label: 'Session safety', href: '/session-safety', audience: 'everyone', order: 21 },
  { menu: 'footer', group: 'Tutoring', label: 'For educators', href: '/educators', audience: 'everyone', order: 22 },
  { menu: 'footer', group: 'Community', label: 'Community guidelines', href: '/community-guidelines', audience: 'everyone', order: 30 },
  { menu: 'footer', group: 'Resources', label: 'Terms of use', href: '/about/terms', audience: 'everyone', order: 40 },
  { menu: 'footer', group: 'Resources', label: 'Privacy policy', href: '/about/privacy', audience: 'everyone', order: 41 },
  { menu: 'footer', group: 'Resources', label: 'FAQ', href: '/about/faq', audience: 'everyone', order: 42 },
]

for (const entry of entries) registerNavEntry(entry)
