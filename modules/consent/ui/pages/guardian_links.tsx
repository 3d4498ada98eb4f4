import { useForm } from '@inertiajs/react'
import { Button, Container, Paper, Stack, Text, TextInput } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { PageHeader } from '~/components/page_header'

/** consent/guardian_links — /guardian: a parent or guardian asks for fresh links by email (issue 16 §1). */
export default function GuardianLinks() {
  const form = useForm({ email: '' })
  const errors = useFormErrors(form)
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title="Parents and guardians" description="See or withdraw the consent you gave for a learner on Peerhaven. We email you a link; no account is needed." />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            form.post(urlFor('consent.guardian.send_links'), { preserveScroll: true })
          }}
        >
          <Stack gap="sm">
            <TextInput
              label="The email address you gave consent from"
              type="email"
              autoComplete="email"
              required
              value={form.data.email}
              onChange={(event) => form.setData('email', event.currentTarget.value)}
              error={errorOf(errors, 'email')}
            />
            <Text size="sm" c="dimmed">
              Each link works for a day and shows only the learner it names.
            </Text>
            <Button type="submit" loading={form.processing} style={{ alignSelf: 'flex-start' }}>
              Email me my links
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  )
}
