/* Component outlet entries as the server sends them (text cards: Data.Kernel.OutletCard): the kernel's own types (app/kernel/hooks.ts), type-only. */
export type { OutletComponent } from '#kernel/hooks'
