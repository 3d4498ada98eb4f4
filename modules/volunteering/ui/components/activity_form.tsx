import { useForm } from '@inertiajs/react'
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { ACTIVITY_TYPE_LABELS, MANUAL_ACTIVITY_TYPES } from '../../shared/index'

export type ActivityDraft = { id: number | null; type: string; date: string; minutes: number; description: string; links: string }

/** Hours submitted by hand, or an entry resubmitted after a change request (issue 15 §3). */
export function ActivityForm({ draft, today, onDone }: { draft: ActivityDraft; today: string; onDone: () => void }) {
  const form = useForm({ type: draft.type, date: draft.date, minutes: draft.minutes, description: draft.description, links: draft.links })
  const errors = useFormErrors(form)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.transform((data) => ({ ...data, links: data.links.split(/\s+/).filter(Boolean) }))
    const options = { preserveScroll: true, onSuccess: () => onDone() }
    if (draft.id === null) form.post(urlFor('volunteering.hours.store'), options)
    else form.put(urlFor('volunteering.hours.update', { id: draft.id }), options)
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label="Type of work"
            data={MANUAL_ACTIVITY_TYPES.map((type) => ({ value: type, label: ACTIVITY_TYPE_LABELS[type] }))}
            value={form.data.type}
            onChange={(value) => form.setData('type', value ?? 'other')}
            allowDeselect={false}
            error={errorOf(errors, 'type')}
          />
          <TextInput label="Day" type="date" max={today} value={form.data.date} onChange={(event) => form.setData('date', event.currentTarget.value)} error={errorOf(errors, 'date')} required />
          <NumberInput label="Minutes" min={1} max={1440} value={form.data.minutes} onChange={(value) => form.setData('minutes', Number(value) || 0)} error={errorOf(errors, 'minutes')} required />
        </SimpleGrid>
        <Textarea label="What did you do?" value={form.data.description} onChange={(event) => form.setData('description', event.currentTarget.value)} maxLength={2000} autosize minRows={2} error={errorOf(errors, 'description')} required />
        <Textarea
          label="Links (optional)"
          description="Up to 5 addresses, one per line"
          value={form.data.links}
          onChange={(event) => form.setData('links', event.currentTarget.value)}
          autosize
          minRows={1}
          error={errorOf(errors, 'links') ?? errorOf(errors, 'links.0')}
        />
        <Group gap="sm">
          <Button type="submit" loading={form.processing}>
            {draft.id === null ? 'Submit hours' : 'Resubmit'}
          </Button>
          <Button variant="default" onClick={onDone} disabled={form.processing}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
