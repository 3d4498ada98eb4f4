import type { Data } from '~generated/data'

/*
 * Props every page receives, typed from the server's Inertia middleware
 * (modules/identity/middleware/inertia_middleware.ts) through the generated `Data.SharedProps`.
 * Read them with `usePage<SharedProps>()`.
 */
export type SharedProps = Data.SharedProps

export type NavState = SharedProps['navigation']['state']
export type NavMenuKey = keyof SharedProps['navigation']['menus']
export type NavEntry = NonNullable<SharedProps['navigation']['menus'][NavMenuKey]>[number]
export type CurrentUser = NonNullable<SharedProps['user']>
export type Announcement = NonNullable<SharedProps['announcement']>
