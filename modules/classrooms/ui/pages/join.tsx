import { Link, useForm } from '@inertiajs/react'
import { Anchor, Button, Checkbox, Container, Paper, Stack, Text, TextInput } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { PageHeader } from '~/components/page_header'

type Props = { code: string }

/** classrooms/join — /classrooms/join: a learner joins with the educator's code and consents to share their progress. */
export default function JoinClassroom({ code }: Props) {
  const form = useForm({ code, consent: false })
  const errors = useFormErrors(form)
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title="Join a classroom" description="Your teacher or counselor gives you the classroom’s code." />
      <Paper withBorder radius="md" p="lg">
        <form
          onSubmit={(event) => {
            event.preventDefault()
            form.post(urlFor('classrooms.join_store'))
          }}
        >
          <Stack gap="md">
            <TextInput
              label="Classroom code"
              description="8 letters and digits, e.g. ABCD-EFGH"
              value={form.data.code}
              onChange={(event) => form.setData('code', event.currentTarget.value)}
              error={errorOf(errors, 'code')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              required
            />
            <Checkbox
              label="I agree to share my progress with this classroom’s educator: the number of sessions I attended, the date of the last one, and my certifications."
              description="They see nothing else: not your e-mail, birth date, messages or posts. You can stop sharing or leave the classroom at any time."
              checked={form.data.consent}
              onChange={(event) => form.setData('consent', event.currentTarget.checked)}
              error={errorOf(errors, 'consent')}
            />
            <Button type="submit" loading={form.processing}>
              Join classroom
            </Button>
            <Text size="sm" c="dimmed">
              <Anchor component={Link} href={urlFor('classrooms.index')}>
                Back to My Classrooms
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </Container>
  )
}
