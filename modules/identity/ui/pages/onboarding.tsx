import type { FormEvent, ReactNode } from 'react'
import type { PrimaryInterest } from '../../primary_interest.js'
import { Head, useForm } from '@inertiajs/react'
import { Box, Button, Input, Paper, Radio, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core'
import { FormAlert } from '../components/FormAlert'
import { errorOf, useFormErrors } from '~/lib/form_errors'

/*
 * identity/onboarding — POST /onboarding. One page, three short sections. The primary interest
 * follows spec 001 §5.5 (type, interest, format, world slug, source 'onboarding').
 */

type Option = { value: string; label: string }

type OnboardingProps = {
  returnTo: string | null
  joinReasons: Option[]
  educationTypes: Option[]
  schoolExperiences: Option[]
  worlds: { slug: string; title: string }[]
}

// The server's own primary-interest shape (spec 001 §5.5), type-only.
type InterestType = PrimaryInterest['type']
type Interest = NonNullable<PrimaryInterest['interest']>
type Format = NonNullable<PrimaryInterest['format']>

type OnboardingForm = {
  joinReason: string
  educationType: string
  schoolExperience: string | null
  zipcode: string
  primaryInterest: {
    type: InterestType
    interest: Interest | null
    format: Format | null
    worldSlug: string | null
    source: 'onboarding'
  }
  returnTo: string | null
}

const INTEREST_TYPE_OPTIONS: { value: InterestType; label: string }[] = [
  { value: 'learn', label: 'I mainly want to learn' },
  { value: 'tutor', label: 'I mainly want to tutor' },
]

const INTEREST_OPTIONS: { value: Interest; label: string }[] = [
  { value: 'sat', label: 'SAT prep' },
  { value: 'college', label: 'College admissions' },
  { value: 'dialogues', label: 'Dialogues' },
  { value: 'homework', label: 'Homework help' },
  { value: 'tutor', label: 'Tutoring others' },
]

const FORMAT_OPTIONS: { value: Format; label: string }[] = [
  { value: 'program', label: 'A structured program' },
  { value: 'group-sessions', label: 'Small-group sessions' },
  { value: '1-1-sessions', label: 'One-on-one sessions' },
  { value: 'live-help', label: 'Live help when I get stuck' },
]

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="md">
        <Box>
          <Title order={2} size="h3">
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          ) : null}
        </Box>
        {children}
      </Stack>
    </Paper>
  )
}

export default function Onboarding({ returnTo, joinReasons, educationTypes, schoolExperiences, worlds }: OnboardingProps) {
  const form = useForm<OnboardingForm>({
    joinReason: '',
    educationType: '',
    schoolExperience: null,
    zipcode: '',
    primaryInterest: {
      type: 'learn',
      interest: null,
      format: null,
      worldSlug: null,
      source: 'onboarding',
    },
    returnTo: returnTo ?? null,
  })

  function setInterest<K extends keyof OnboardingForm['primaryInterest']>(key: K, value: OnboardingForm['primaryInterest'][K]) {
    form.setData((data) => ({ ...data, primaryInterest: { ...data.primaryInterest, [key]: value } }))
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.post('/onboarding')
  }

  const errors = useFormErrors(form)
  const hasErrors = Object.keys(errors).length > 0
  const interest = form.data.primaryInterest

  return (
    <>
      <Head title="Welcome to Peerhaven" />
      <Box maw={640} mx="auto" px={{ base: 'xs', sm: 0 }} py={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="xs" mb="lg">
          <Title order={1}>Welcome to Peerhaven!</Title>
          <Text c="dimmed">
            A few quick questions so we can point you to the right sessions and communities. It takes about a minute.
          </Text>
        </Stack>

        <form onSubmit={submit} noValidate>
          <input type="hidden" name="returnTo" value={form.data.returnTo ?? ''} />
          <Stack gap="lg">
            {hasErrors ? (
              <FormAlert message={errorOf(errors, 'form') ?? 'Please address the following issues and submit again.'} />
            ) : null}

            <Section title="Why are you here?">
              <Radio.Group
                label="What brings you to Peerhaven?"
                withAsterisk
                value={form.data.joinReason || null}
                onChange={(value) => form.setData('joinReason', value)}
                error={errorOf(errors, 'joinReason')}
              >
                <Stack gap="xs" mt="xs">
                  {joinReasons.map((option) => (
                    <Radio key={option.value} value={option.value} label={option.label} name="joinReason" />
                  ))}
                </Stack>
              </Radio.Group>
            </Section>

            <Section title="About your studies" description="This helps us match you with the right tutors and groups.">
              <Radio.Group
                label="Where are you in your education?"
                withAsterisk
                value={form.data.educationType || null}
                onChange={(value) => form.setData('educationType', value)}
                error={errorOf(errors, 'educationType')}
              >
                <Stack gap="xs" mt="xs">
                  {educationTypes.map((option) => (
                    <Radio key={option.value} value={option.value} label={option.label} name="educationType" />
                  ))}
                </Stack>
              </Radio.Group>
              <Select
                label="Grade or stage (optional)"
                placeholder="Choose one"
                data={schoolExperiences}
                clearable
                value={form.data.schoolExperience}
                onChange={(value) => form.setData('schoolExperience', value)}
                error={errorOf(errors, 'schoolExperience')}
              />
              <TextInput
                label="ZIP code (optional)"
                description="US ZIP code, if you live in the US"
                name="zipcode"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={10}
                value={form.data.zipcode}
                onChange={(event) => form.setData('zipcode', event.currentTarget.value)}
                error={errorOf(errors, 'zipcode')}
              />
            </Section>

            <Section title="What would you like to do first?" description="You can explore everything later. This just helps us suggest a starting point.">
              <FormAlert message={errorOf(errors, 'primaryInterest')} />
              <Box>
                <Input.Label labelElement="div" id="onboarding-interest-type-label" mb={6}>
                  Learning or tutoring?
                </Input.Label>
                <SegmentedControl<InterestType>
                  aria-labelledby="onboarding-interest-type-label"
                  fullWidth
                  orientation="horizontal"
                  styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3 } }}
                  data={INTEREST_TYPE_OPTIONS}
                  value={interest.type}
                  onChange={(value) => setInterest('type', value)}
                />
                {errorOf(errors, 'primaryInterest.type') ? (
                  <Text size="sm" c="red" mt={4} role="alert">
                    {errorOf(errors, 'primaryInterest.type')}
                  </Text>
                ) : null}
              </Box>
              <Select<Interest>
                label="What are you most interested in?"
                placeholder="Pick one (optional)"
                data={INTEREST_OPTIONS}
                clearable
                value={interest.interest}
                onChange={(value) => setInterest('interest', value)}
                error={errorOf(errors, 'primaryInterest.interest')}
              />
              <Select<Format>
                label="Which format suits you best?"
                placeholder="Pick one (optional)"
                data={FORMAT_OPTIONS}
                clearable
                value={interest.format}
                onChange={(value) => setInterest('format', value)}
                error={errorOf(errors, 'primaryInterest.format')}
              />
              <Select
                label="A community to start in"
                placeholder="Pick one (optional)"
                data={worlds.map((world) => ({ value: world.slug, label: world.title }))}
                clearable
                searchable
                nothingFoundMessage="No community matches"
                value={interest.worldSlug}
                onChange={(value) => setInterest('worldSlug', value)}
                error={errorOf(errors, 'primaryInterest.worldSlug')}
              />
            </Section>

            <Button type="submit" size="md" fullWidth loading={form.processing} disabled={form.processing}>
              Finish and start exploring
            </Button>
          </Stack>
        </form>
      </Box>
    </>
  )
}
