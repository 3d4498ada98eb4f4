import { Link, useForm } from '@inertiajs/react'
import { Alert, Anchor, Button, Container, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { PageHeader } from '~/components/page_header'
import { ConsentList } from '../components/consent_list'

type Props = {
  programs: { slug: string; title: string }[]
  selected: string | null
  consents: Data.Consent.ConsentState[]
}

/** consent/request_parent_consent — /request-parent-consent: a learner asks a parent or guardian (issue 16 §1). */
export default function RequestParentConsent({ programs, selected, consents }: Props) {
  const form = useForm({ program: selected ?? '', guardianName: '', guardianEmail: '' })
  const errors = useFormErrors(form)
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader
        title="Ask a parent or guardian"
        description="Some programs need a parent's or guardian's consent before learners under 18 can register. We email them a link; they do not need an account."
      />
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="ask-heading">
          <Title order={2} fz="h4" mb="sm" id="ask-heading">
            Send the request
          </Title>
          {programs.length === 0 ? (
            <Text c="dimmed">No program needs a parent's consent right now.</Text>
          ) : (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault()
                form.post(urlFor('consent.request.store'), { preserveScroll: true, onSuccess: () => form.reset('guardianName', 'guardianEmail') })
              }}
            >
              <Stack gap="sm">
                <NativeSelect
                  label="Program"
                  data={programs.map((program) => ({ value: program.slug, label: program.title }))}
                  value={form.data.program}
                  onChange={(event) => form.setData('program', event.currentTarget.value)}
                  error={errorOf(errors, 'program')}
                />
                <TextInput
                  label="Parent or guardian's name"
                  autoComplete="off"
                  required
                  value={form.data.guardianName}
                  onChange={(event) => form.setData('guardianName', event.currentTarget.value)}
                  error={errorOf(errors, 'guardianName')}
                />
                <TextInput
                  label="Parent or guardian's email"
                  type="email"
                  autoComplete="off"
                  required
                  value={form.data.guardianEmail}
                  onChange={(event) => form.setData('guardianEmail', event.currentTarget.value)}
                  error={errorOf(errors, 'guardianEmail')}
                />
                <Alert variant="light" color="blue">
                  We use this address only to ask for and manage this consent.
                </Alert>
                <Button type="submit" loading={form.processing} style={{ alignSelf: 'flex-start' }}>
                  Email my parent or guardian
                </Button>
              </Stack>
            </form>
          )}
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="status-heading">
          <Title order={2} fz="h4" mb="sm" id="status-heading">
            Your requests
          </Title>
          <ConsentList consents={consents} empty="You have not asked anyone yet." />
          {consents.some((consent) => consent.status === 'granted') && (
            <Text mt="md">
              Your parent or guardian consented. If the program asks for it,{' '}
              <Anchor component={Link} href="/consent/assent">
                add your own assent
              </Anchor>
              .
            </Text>
          )}
        </Paper>
      </Stack>
    </Container>
  )
}
