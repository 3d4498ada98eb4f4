import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { AdminLayout } from '~/components/admin_layout'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { ListEditor } from './list_editor'
import type { Data } from '~generated/data'

/** One row: its label and the other field, both text. */
type Item = { label: string; [field: string]: string }

type Props = {
  admin: Data.Kernel.AdminFrame
  title: string
  description: string
  /** The form field the list is sent as (and its errors are named after): `links`, `sources`. */
  name: string
  items: Item[]
  max: number
  noun: string
  emptyText: string
  saveLabel: string
  /** Where the list is saved (PUT). */
  action: string
  /** The second field of each row, beside its label. */
  field: { key: string; label: string; description?: string; placeholder?: string; maxLength: number }
}

/** A settings page that edits one list of rows, each a label and one more text field (Slack links, marketing sources). */
export function LabelledListSettings({ admin, title, description, name, items, max, noun, emptyText, saveLabel, action, field }: Props) {
  const form = useForm<Record<string, Item[]>>({ [name]: items })
  const errors = useFormErrors(form)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.put(action, { preserveScroll: true })
  }

  return (
    <AdminLayout admin={admin} title={title} description={description}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          {errorOf(errors, name) && (
            <Alert color="red" role="alert">
              {errorOf(errors, name)}
            </Alert>
          )}
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <ListEditor
              items={form.data[name]}
              onChange={(next) => form.setData(name, next)}
              blank={() => ({ label: '', [field.key]: '' })}
              max={max}
              noun={noun}
              emptyText={emptyText}
              itemLabel={(item, index) => item.label || `${noun} ${index + 1}`}
              renderItem={(item, index, update) => (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label="Label"
                    required
                    maxLength={80}
                    value={item.label}
                    onChange={(event) => update({ ...item, label: event.currentTarget.value })}
                    error={errorOf(errors, `${name}.${index}.label`)}
                  />
                  <TextInput
                    label={field.label}
                    description={field.description}
                    placeholder={field.placeholder}
                    required
                    maxLength={field.maxLength}
                    value={item[field.key]}
                    onChange={(event) => update({ ...item, [field.key]: event.currentTarget.value })}
                    error={errorOf(errors, `${name}.${index}.${field.key}`)}
                  />
                </SimpleGrid>
              )}
            />
          </Paper>
          <Group justify="flex-end">
            <Button type="submit" loading={form.processing} disabled={form.processing}>
              {saveLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminLayout>
  )
}
