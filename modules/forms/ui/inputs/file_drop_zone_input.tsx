import { FileDropZone, type UploadedFile } from '../../../uploads/ui/index'
import type { FileDropZoneBlock } from '../../shared/index'
import { plainDescription } from '../field_wiring'
import type { FormInputProps } from '../input_registry'

/** file drop zone (spec 001 §3.10, §5.2 "default 10MB; pdf, jpeg, png, gif"): uploads' attachments. */
export function FileDropZoneBlockInput({ block, value, onChange, field, onBusyChange }: FormInputProps<FileDropZoneBlock, UploadedFile[] | undefined>) {
  return (
    <FileDropZone
      purpose="attachment"
      label={field.label}
      description={plainDescription(block)}
      required={field.required}
      error={field.error}
      maxFiles={block.maxFiles}
      value={value ?? []}
      onChange={onChange}
      onBusyChange={onBusyChange}
    />
  )
}
