import type { HookRegistrar } from '#kernel/hooks'
import type { RegisteredProgram } from '#kernel/programs/define_program'
import { enforceRegistrationWindows } from '#kernel/programs/registration_windows'
import { HOME_PATH } from './constants.js'

/* What Dialogues plugs into the kernel (synchronous, no I/O here). */
export function registerDialogueHooks(hooks: HookRegistrar, program: RegisteredProgram) {
  enforceRegistrationWindows(hooks, program, 'dialogue')

  // spec 000 §2.6: the Learn menu lists Dialogues with a subtitle.
  hooks.nav({
    menu: 'learn',
    group: 'Programs',
    label: 'Dialogues',
    subtitle: 'Conversations across differing views',
    href: HOME_PATH,
    audience: 'everyone',
    order: 170,
  })
}
