import { Input, Paper } from '@mantine/core'
import type { RichTextEditorProps } from './rich_text_editor'

/** The editor's label and an empty frame of its toolbar and text area, while its code loads. */
export function EditorPlaceholder({ label, description, required }: RichTextEditorProps) {
  return (
    <Input.Wrapper label={label} description={description} required={required}>
      <Paper withBorder h={130} aria-busy="true" />
    </Input.Wrapper>
  )
}
