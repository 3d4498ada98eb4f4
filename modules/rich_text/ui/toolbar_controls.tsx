import { useState, type ReactNode } from 'react'
import { Button, Checkbox, Group, Menu, Popover, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap'
import { NodeSelection } from '@tiptap/pm/state'
import { IconBraces, IconCalendarTime, IconMathFunction } from '@tabler/icons-react'
import { RICH_TEXT_LIMITS, templateLabel } from '../shared/index.js'
import { KatexFormula } from './katex_formula'

/** A toolbar button that opens a small form in a popover (focus moves into it; Escape closes). */
export function PopoverControl({ label, icon, children }: { label: string; icon: ReactNode; children: (close: () => void) => ReactNode }) {
  const [opened, setOpened] = useState(false)
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus returnFocus position="bottom" withArrow shadow="md">
      <Popover.Target>
        <RichTextEditor.Control aria-label={label} title={label} onClick={() => setOpened((open) => !open)} aria-expanded={opened}>
          {icon}
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>{opened && children(() => setOpened(false))}</Popover.Dropdown>
    </Popover>
  )
}

/** The selected formula, if the selection is one (to edit it rather than insert another). */
function selectedFormula(editor: NonNullable<ReturnType<typeof useRichTextEditorContext>['editor']>) {
  const selection = editor.state.selection
  if (!(selection instanceof NodeSelection)) return null
  const { type, attrs } = selection.node
  return type.name === 'mathInline' || type.name === 'mathBlock' ? { latex: String(attrs.latex), display: type.name === 'mathBlock' } : null
}

function MathForm({ canDisplay, close }: { canDisplay: boolean; close: () => void }) {
  const { editor } = useRichTextEditorContext()
  const existing = editor ? selectedFormula(editor) : null
  const [latex, setLatex] = useState(existing?.latex ?? '')
  const [display, setDisplay] = useState(existing?.display ?? false)
  const tooLong = latex.length > RICH_TEXT_LIMITS.maxLatexLength
  const save = () => {
    if (!editor || latex.trim() === '' || tooLong) return
    if (existing && existing.display === display) editor.chain().focus().updateAttributes(display ? 'mathBlock' : 'mathInline', { latex }).run()
    else editor.chain().focus().insertMath(latex, display).run()
    close()
  }
  return (
    <Stack gap="xs" w={280}>
      <Textarea
        label="Formula (LaTeX)"
        value={latex}
        onChange={(event) => setLatex(event.currentTarget.value)}
        autosize
        minRows={2}
        error={tooLong ? `Please write at most ${RICH_TEXT_LIMITS.maxLatexLength} characters` : undefined}
        data-autofocus
      />
      {latex.trim() !== '' && !tooLong && (
        <div aria-hidden>
          <KatexFormula latex={latex} display={display} />
        </div>
      )}
      {canDisplay && <Checkbox label="On its own line" checked={display} onChange={(event) => setDisplay(event.currentTarget.checked)} />}
      <Button size="xs" onClick={save} disabled={latex.trim() === '' || tooLong}>
        {existing ? 'Save formula' : 'Insert formula'}
      </Button>
    </Stack>
  )
}

export function MathControl({ canDisplay }: { canDisplay: boolean }) {
  return (
    <PopoverControl label="Formula" icon={<IconMathFunction size={16} stroke={1.5} />}>
      {(close) => <MathForm canDisplay={canDisplay} close={close} />}
    </PopoverControl>
  )
}

function DateTimeForm({ close }: { close: () => void }) {
  const { editor } = useRichTextEditorContext()
  const [local, setLocal] = useState('')
  const at = local ? new Date(local) : null
  const valid = at !== null && !Number.isNaN(at.getTime())
  const insert = () => {
    if (!editor || !valid) return
    // The browser reads datetime-local in the writer's zone; the stored instant is UTC.
    editor.chain().focus().insertDateTime(at.toISOString()).run()
    close()
  }
  return (
    <Stack gap="xs" w={260}>
      <TextInput type="datetime-local" label="Date and time" value={local} onChange={(event) => setLocal(event.currentTarget.value)} data-autofocus />
      <Text size="xs" c="dimmed">
        Each reader sees it in their own time zone.
      </Text>
      <Button size="xs" onClick={insert} disabled={!valid}>
        Insert date and time
      </Button>
    </Stack>
  )
}

export function DateTimeControl() {
  return (
    <PopoverControl label="Date and time" icon={<IconCalendarTime size={16} stroke={1.5} />}>
      {(close) => <DateTimeForm close={close} />}
    </PopoverControl>
  )
}

/** Template fields the writer may place (only where the page offers some). */
export function TemplateControl({ fields }: { fields: readonly string[] }) {
  const { editor } = useRichTextEditorContext()
  return (
    <Menu position="bottom-start" shadow="md">
      <Menu.Target>
        <RichTextEditor.Control aria-label="Insert template field" title="Insert template field">
          <IconBraces size={16} stroke={1.5} />
        </RichTextEditor.Control>
      </Menu.Target>
      <Menu.Dropdown>
        {fields.map((name) => (
          <Menu.Item key={name} onClick={() => editor?.chain().focus().insertTemplateField(name).run()}>
            <Group gap={4}>{templateLabel(name)}</Group>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
