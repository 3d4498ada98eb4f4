import { useForm } from '@inertiajs/react'
import { Button, Group, TextInput } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'

/** Asks for a certificate of approved hours between two days; the server opens its PDF. */
export function CertificateForm({ today, yearStart }: { today: string; yearStart: string }) {
  const form = useForm({ from: yearStart, to: today })
  const errors = useFormErrors(form)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        form.post(urlFor('volunteering.certificates.store'), { preserveScroll: true })
      }}
      noValidate
    >
      <Group align="flex-end" gap="sm">
        <TextInput label="From" type="date" max={today} value={form.data.from} onChange={(event) => form.setData('from', event.currentTarget.value)} error={errorOf(errors, 'from')} />
        <TextInput label="To" type="date" max={today} value={form.data.to} onChange={(event) => form.setData('to', event.currentTarget.value)} error={errorOf(errors, 'to')} />
        <Button type="submit" loading={form.processing}>
          Download certificate
        </Button>
      </Group>
    </form>
  )
}
