import type { RichTextContent } from '../../../rich_text/shared/index'
import { RichTextEditor } from '../../../rich_text/ui/index'
import type { RichTextBlock } from '../../shared/index'
import type { FormInputProps } from '../input_registry'

/** rich-text (spec 001 §3.8): rich_text's editor, simple unless the block asks for the full one. */
export default function RichTextBlockInput({ block, value, onChange, field }: FormInputProps<RichTextBlock, RichTextContent | null | undefined>) {
  return (
    <RichTextEditor
      label={field.label}
      description={field.description}
      required={field.required}
      error={field.error}
      variant={block.variant ?? 'simple'}
      value={value ?? null}
      onChange={onChange}
    />
  )
}
