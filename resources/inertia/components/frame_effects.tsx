import { useCelebrate } from '../lib/use_celebrate'
import { useFrameToasts } from '../lib/use_frame_toasts'
import { useFlashToasts } from '../lib/use_flash_toasts'
import { useTimezoneSync } from '../lib/use_timezone_sync'
import { useVersionCheck } from '../lib/use_version_check'
import { BlockingPrompt } from './blocking_prompt'
import { AccountGateModal } from './account_gate_modal'

/**
 * Behaviour every page has, whatever its layout: flash toasts, the modules' toasts, the blocking
 * prompt, the gated-action modal, the new-version check, `?celebrate` confetti and the time zone
 * sync. A page with its own layout renders this too.
 */
export function FrameEffects() {
  useFlashToasts()
  useVersionCheck()
  useCelebrate()
  useTimezoneSync()
  useFrameToasts()
  return (
    <>
      <BlockingPrompt />
      <AccountGateModal />
    </>
  )
}
