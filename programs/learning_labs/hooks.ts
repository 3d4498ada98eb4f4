import type { HookRegistrar } from '#kernel/hooks'
import type { RegisteredProgram } from '#kernel/programs/define_program'
import { enforceRegistrationWindows } from '#kernel/programs/registration_windows'

/* What the labs plug into the kernel: their registration windows (the registrar is scoped to the program). */
export function registerLabHooks(hooks: HookRegistrar, program: RegisteredProgram) {
  enforceRegistrationWindows(hooks, program, 'lab')
}
