/* The browser surface of worlds for other modules' pages. */
export { ModeratorTabs, type ModeratorTab } from './components/moderator_tabs'
export { LEVEL_LABELS } from './components/member_levels'
export { ModeratorShell } from './components/moderator_shell'
