import { VideoInput } from '../../../media/ui/index'
import type { VideoBlock } from '../../shared/index'
import { plainDescription } from '../field_wiring'
import type { FormInputProps } from '../input_registry'

/** video (spec 001 §3.10 "Video input", §4.6): media's recorder; the value is the recording's download URL. */
export default function VideoBlockInput({ block, value, onChange, field, onBusyChange }: FormInputProps<VideoBlock, string | null | undefined>) {
  return (
    <VideoInput
      label={field.label}
      description={plainDescription(block)}
      instructions={block.instructions}
      instructionsHint={block.instructionsHint}
      minDurationSeconds={block.minDurationSeconds}
      maxDurationSeconds={block.maxDurationSeconds}
      value={value ?? null}
      onChange={onChange}
      error={field.error}
      required={field.required}
      onBusyChange={onBusyChange}
    />
  )
}
