import type { NavEntry } from '#kernel/navigation'
import { worldCatalogue, type WorldSeed } from './world_catalogue.js'
import { isListed } from './policies/world_scope.js'

/* spec 002 §9 subject categories, then Community: the order of the Learn menu's worlds panel. */
export const DOMAIN_ORDER: readonly WorldSeed['domain'][] = ['Math', 'Science', 'College Readiness', 'Other Subjects', 'Community']

/** Learn-menu entries come after the menu's own links (Sessions, Series, …: orders below 200). */
const WORLDS_PANEL_ORDER = 200

/**
 * spec 000 §2.6: the worlds panel of the Learn menu, grouped by domain. Built from the catalogue
 * (the database may be empty at boot); only listed (public) worlds.
 */
export function worldNavEntries(catalogue: readonly WorldSeed[] = worldCatalogue()): NavEntry[] {
  return catalogue
    .map((world, index) => ({ world, index }))
    .filter(({ world }) => isListed(world))
    .map(({ world, index }) => ({
      menu: 'learn' as const,
      group: world.domain,
      label: world.title,
      href: `/w/${world.slug}`,
      audience: 'everyone' as const,
      order: WORLDS_PANEL_ORDER + DOMAIN_ORDER.indexOf(world.domain) * 20 + index,
    }))
}
