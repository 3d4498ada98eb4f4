import { useForm } from '@inertiajs/react'
import { Button, Checkbox, Container, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { PageHeader } from '~/components/page_header'
import { ConsentList } from '../components/consent_list'

type Props = {
  programs: { slug: string; title: string; statement: string }[]
  selected: string | null
  consents: Data.Consent.ConsentState[]
}

/** consent/assent — /consent/assent: the learner's own assent, separate from a parent's consent (spec 001 §4.4). */
export default function Assent({ programs, selected, consents }: Props) {
  const form = useForm({ program: selected ?? '', agree: false })
  const errors = useFormErrors(form)
  const program = programs.find((candidate) => candidate.slug === form.data.program)
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title="Your assent" description="Your parent or guardian gives consent; you say for yourself that you want to take part." />
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="assent-heading">
          <Title order={2} fz="h4" mb="sm" id="assent-heading">
            Agree to take part
          </Title>
          {programs.length === 0 ? (
            <Text c="dimmed">No program asks for your assent right now.</Text>
          ) : (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault()
                form.post(urlFor('consent.assent.store'), { preserveScroll: true })
              }}
            >
              <Stack gap="sm">
                <NativeSelect
                  label="Program"
                  data={programs.map((candidate) => ({ value: candidate.slug, label: candidate.title }))}
                  value={form.data.program}
                  onChange={(event) => form.setData('program', event.currentTarget.value)}
                  error={errorOf(errors, 'program')}
                />
                <Checkbox
                  label={program?.statement ?? 'I want to take part.'}
                  checked={form.data.agree}
                  onChange={(event) => form.setData('agree', event.currentTarget.checked)}
                  error={errorOf(errors, 'agree')}
                />
                <Button type="submit" loading={form.processing} style={{ alignSelf: 'flex-start' }}>
                  I agree
                </Button>
              </Stack>
            </form>
          )}
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="mine-heading">
          <Title order={2} fz="h4" mb="sm" id="mine-heading">
            Your consents
          </Title>
          <ConsentList consents={consents} empty="Nothing recorded yet." />
        </Paper>
      </Stack>
    </Container>
  )
}
