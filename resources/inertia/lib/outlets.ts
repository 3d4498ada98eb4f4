/* Outlet entries as the server sends them: the kernel's own types (app/kernel/hooks.ts), type-only. */
export type { OutletCard, OutletComponent } from '#kernel/hooks'
