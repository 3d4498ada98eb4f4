import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react'
import { Input } from '@mantine/core'
import { RichTextEditor as MantineEditor } from '@mantine/tiptap'
import { useEditor } from '@tiptap/react'
import '@mantine/tiptap/styles.css'
import {
  EDITOR_MAX_HEIGHT_PX,
  emptyRichText,
  slateToTiptap,
  tiptapToSlate,
  type RichTextContent,
  type RichTextVariant,
  type SlateContent,
  type TiptapNode,
} from '../shared/index.js'
import { editorExtensions, type MentionPerson } from './extensions'
import { useMentionSuggestions, type MentionSubject } from './mention_suggestions'
import { DateTimeControl, MathControl, TemplateControl } from './toolbar_controls'
import { EmojiControl } from './emoji_picker'
import { ImageControl } from './image_control'

export type RichTextEditorProps = {
  value: RichTextContent | null | undefined
  onChange: (value: SlateContent) => void
  label: ReactNode
  variant?: RichTextVariant
  description?: ReactNode
  error?: ReactNode
  required?: boolean
  /** A subject ({ type: 'world', id }) whose people may be mentioned; without it no server search. */
  mentionsWithin?: MentionSubject
  /** The thread's people, suggested before 3 characters are typed. */
  people?: readonly MentionPerson[]
  /** Template fields the writer may place ({learnerName}...). */
  templateFields?: readonly string[]
  /** Whether the writer may add images (uploads, spec 001 §5.2); on by default. */
  withImages?: boolean
}

/** The editor's document for a stored value (plain text becomes paragraphs). */
function initialDocument(value: RichTextContent | null | undefined): TiptapNode {
  if (value?.serialization_method === 'slate_json_v1' && Array.isArray(value.content)) return slateToTiptap(value.content)
  if (value?.serialization_method === 'plain_text' && typeof value.content === 'string') {
    return slateToTiptap(value.content.split(/\n{2,}/).map((text) => ({ type: 'paragraph', children: [{ text }] })))
  }
  return slateToTiptap(emptyRichText().content)
}

const NO_PEOPLE: readonly MentionPerson[] = []

/**
 * The rich text editor (spec 001 §3.8): Tiptap through @mantine/tiptap, storing slate_json_v1.
 * Simple (max height 200 px) and full (300 px, with headings, lines and block formulas). The
 * editable area is named by the label and described by the error for screen readers.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  variant = 'simple',
  description,
  error,
  required,
  mentionsWithin,
  people = NO_PEOPLE,
  templateFields,
  withImages = true,
}: RichTextEditorProps) {
  const id = useId()
  const labelId = `${id}-label`
  const errorId = `${id}-error`
  const descriptionId = `${id}-description`
  const mentions = useMentionSuggestions(mentionsWithin, people)
  const lastEmitted = useRef<string | null>(null)
  const full = variant === 'full'

  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ')
  const extensions = useMemo(() => editorExtensions(variant, mentions.suggestion), [variant, mentions.suggestion])
  const editor = useEditor({
    immediatelyRender: false,
    extensions,
    content: initialDocument(value),
    editorProps: {
      attributes: {
        'role': 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      const next: SlateContent = { serialization_method: 'slate_json_v1', content: tiptapToSlate(current.getJSON() as TiptapNode) }
      lastEmitted.current = JSON.stringify(next)
      onChange(next)
    },
  })

  // A value set from outside (a form reset, a loaded draft) replaces the document.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return
    const incoming = JSON.stringify(value ?? null)
    if (incoming === lastEmitted.current) return
    lastEmitted.current = incoming
    editor.commands.setContent(initialDocument(value), { emitUpdate: false })
  }, [editor, value])

  // The error and required state change after mount: keep the editable's ARIA in step.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return
    const dom = editor.view.dom
    if (describedBy) dom.setAttribute('aria-describedby', describedBy)
    else dom.removeAttribute('aria-describedby')
    if (error) dom.setAttribute('aria-invalid', 'true')
    else dom.removeAttribute('aria-invalid')
  }, [editor, describedBy, error])

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId, onClick: () => editor?.commands.focus() }}
      description={description}
      descriptionProps={{ id: descriptionId }}
      error={error}
      errorProps={{ id: errorId }}
      required={required}
    >
      <MantineEditor editor={editor} mt={4} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <MantineEditor.Toolbar>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Bold />
            <MantineEditor.Italic />
            <MantineEditor.Underline />
            <MantineEditor.Strikethrough />
            <MantineEditor.Superscript />
            <MantineEditor.Code />
            <MantineEditor.ClearFormatting />
          </MantineEditor.ControlsGroup>
          {full && (
            <MantineEditor.ControlsGroup>
              <MantineEditor.H1 />
              <MantineEditor.H2 />
              <MantineEditor.H3 />
            </MantineEditor.ControlsGroup>
          )}
          <MantineEditor.ControlsGroup>
            <MantineEditor.BulletList />
            <MantineEditor.OrderedList />
            <MantineEditor.Blockquote />
            {full && <MantineEditor.Hr />}
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Link />
            <MantineEditor.Unlink />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MathControl canDisplay={full} />
            <DateTimeControl />
            <EmojiControl />
            {withImages && <ImageControl />}
            {templateFields && templateFields.length > 0 && <TemplateControl fields={templateFields} />}
          </MantineEditor.ControlsGroup>
        </MantineEditor.Toolbar>
        <MantineEditor.Content mah={EDITOR_MAX_HEIGHT_PX[variant]} style={{ overflowY: 'auto' }} />
      </MantineEditor>
      {mentions.menu}
    </Input.Wrapper>
  )
}
