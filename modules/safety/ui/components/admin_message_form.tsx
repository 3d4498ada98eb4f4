import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { Button, Select, Stack, TextInput, Textarea } from '@mantine/core'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import { ACKNOWLEDGMENT_TEXT_MAX, ADMIN_MESSAGE_CONTENT_MAX, type AdminMessageTemplate } from '../../shared/index.js'

type Props = { templates: AdminMessageTemplate[]; recipients?: Array<{ value: string; label: string }>; safetyReportId?: number }

/** Staff write a message from the moderation team (from a template, to a username or a report's person). */
export function AdminMessageForm({ templates, recipients, safetyReportId }: Props) {
  const form = useForm({ recipient: recipients?.[0]?.value ?? '', content: '', acknowledgmentText: '', safetyReportId: safetyReportId ?? null })
  const errors = useFormErrors(form)
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.transform((data) => ({ ...data, acknowledgmentText: data.acknowledgmentText.trim() || null }))
    form.post(urlFor('safety.admin_messages.store'), { preserveScroll: true, onSuccess: () => form.reset('content', 'acknowledgmentText') })
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {recipients ? (
          <Select label="To" data={recipients} value={form.data.recipient} onChange={(value) => form.setData('recipient', value ?? '')} allowDeselect={false} error={errorOf(errors, 'recipient')} />
        ) : (
          <TextInput label="To (username)" value={form.data.recipient} onChange={(event) => form.setData('recipient', event.currentTarget.value)} error={errorOf(errors, 'recipient')} />
        )}
        <Select
          label="Start from a template"
          placeholder="None"
          clearable
          data={templates.map((template, index) => ({ value: String(index), label: template.label }))}
          onChange={(value) => {
            const template = value === null ? null : templates[Number(value)]
            if (template) form.setData((data) => ({ ...data, content: template.content, acknowledgmentText: template.acknowledgmentText ?? '' }))
          }}
        />
        <Textarea label="Message" value={form.data.content} onChange={(event) => form.setData('content', event.currentTarget.value)} maxLength={ADMIN_MESSAGE_CONTENT_MAX} autosize minRows={3} error={errorOf(errors, 'content')} />
        <TextInput
          label="Acknowledgement text (optional)"
          description="When set, the user must type it before they can continue."
          value={form.data.acknowledgmentText}
          onChange={(event) => form.setData('acknowledgmentText', event.currentTarget.value)}
          maxLength={ACKNOWLEDGMENT_TEXT_MAX}
        />
        <Button type="submit" loading={form.processing} style={{ alignSelf: 'flex-start' }}>
          Send message
        </Button>
      </Stack>
    </form>
  )
}
