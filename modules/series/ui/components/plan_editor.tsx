import { useState, type FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { Alert, Button, Group, Stack } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { RichTextEditor } from '../../../rich_text/ui/index'
import { serializeRichText, type RichTextContent } from '../../../rich_text/shared/index'
import { errorOf, useFormErrors } from '~/lib/form_errors'

/** A lesson plan's editor (hosts): saves the document with PUT to `action`. */
export function PlanEditor({ action, label, value }: { action: string; label: string; value: RichTextContent | null }) {
  const [content, setContent] = useState<RichTextContent | null>(value)
  const form = useForm<{ plan: string }>({ plan: '' })
  const errors = useFormErrors(form)
  const formError = errorOf(errors, 'form')

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.transform(() => ({ plan: content ? serializeRichText(content) : '' }))
    form.put(action, { preserveScroll: true })
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {formError}
          </Alert>
        )}
        <RichTextEditor label={label} variant="full" value={content} onChange={setContent} error={errorOf(errors, 'plan')} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.processing}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
