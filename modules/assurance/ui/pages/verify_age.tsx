import { Head } from '@inertiajs/react'
import { Alert, Container, Stack, Text, Title } from '@mantine/core'
import { FormRenderer, submitWithInertia } from '#modules/forms/ui/index'
import { urlFor } from '~/lib/routes'
import { AGE_ASSURANCE_MESSAGES, AGE_VIDEO_FORM, type AgeAssuranceNeed } from '../../shared/index.js'

type Props = { state: string | null; need: AgeAssuranceNeed }

/** assurance/verify_age — the local age assurance provider: a short video for the safety team. */
export default function VerifyAge({ state, need }: Props) {
  const done = state === 'assured' || state === 'waived'
  return (
    <Container size="sm" py="xl">
      <Head title="Verify your age" />
      <Stack gap="md">
        <Title order={1}>Verify your age</Title>
        {done ? (
          <Alert color="teal" title="You're all set">
            {AGE_ASSURANCE_MESSAGES.notNeeded}
          </Alert>
        ) : need === 'in_review' ? (
          <Alert color="blue" title="Thanks for your video">
            {AGE_ASSURANCE_MESSAGES.submitted}
          </Alert>
        ) : (
          <>
            {need === 'failed' && (
              <Alert color="red" title={AGE_ASSURANCE_MESSAGES.failed}>
                {AGE_ASSURANCE_MESSAGES.failedAdvice}
              </Alert>
            )}
            <Text>
              Peerhaven keeps sessions safe by making sure learners and tutors are the age they say. Record a short video below; only our safety team watches it, and
              we review it within 2 business days.
            </Text>
            <FormRenderer definition={AGE_VIDEO_FORM} onSubmit={submitWithInertia(urlFor('assurance.age.store'))} />
          </>
        )}
      </Stack>
    </Container>
  )
}
