/*
 * The tabs of a world's moderator pages (/w/:worldSlug/moderator/{path}, spec 000 §2.2). Worlds
 * owns the members tab; higher layers add theirs at load (community: posts, channels, reports),
 * so the members page links to pages it cannot import.
 */
export type ModeratorTabRegistration = { key: string; label: string; path: string; order: number }
export type ModeratorTab = { key: string; label: string; href: string }

const tabs = new Map<string, ModeratorTabRegistration>([['members', { key: 'members', label: 'Members', path: 'members', order: 100 }]])

export function registerModeratorTab(tab: ModeratorTabRegistration) {
  const existing = tabs.get(tab.key)
  if (existing && existing.path !== tab.path) throw new Error(`Moderator tab "${tab.key}" is already registered for ${existing.path}`)
  tabs.set(tab.key, tab)
}

/** The tabs in order, with their addresses in this world. */
export function moderatorTabs(worldSlug: string): ModeratorTab[] {
  return [...tabs.values()]
    .sort((a, b) => a.order - b.order || a.key.localeCompare(b.key))
    .map((tab) => ({ key: tab.key, label: tab.label, href: `/w/${encodeURIComponent(worldSlug)}/moderator/${tab.path}` }))
}
