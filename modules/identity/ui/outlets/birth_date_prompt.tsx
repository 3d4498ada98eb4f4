import { useMemo, useState } from 'react'
import { router } from '@inertiajs/react'
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { firstErrorOf, type ErrorBag } from '~/lib/form_errors'
import { BIRTH_DATE_REQUIRED, ageFromBirthMonth, type CalendarDay } from '../../shared/index'

type Props = {
  /** The oldest year offered (as at sign-up). */
  oldestYear: number
  /** The server's today (UTC), so the age shown is the age the server checks. */
  today: CalendarDay
}

const MONTHS = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: new Date(Date.UTC(2000, i, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' }),
}))

/**
 * Blocking prompt 1 (spec 000 §2.4; spec 001 §4.6): choose the month and year of birth, confirm
 * the approximate age, then Save or Change. The frame shows the title and keeps the modal open
 * until the answer is saved (the redirect's page no longer carries the prompt).
 */
export default function BirthDatePrompt({ oldestYear, today }: Props) {
  const [month, setMonth] = useState<string | null>(null)
  const [year, setYear] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [missing, setMissing] = useState(false)
  const [errors, setErrors] = useState<ErrorBag>({})
  const [busy, setBusy] = useState(false)
  const years = useMemo(
    () => Array.from({ length: today.year - oldestYear + 1 }, (_, i) => String(today.year - i)),
    [oldestYear, today.year]
  )

  function next() {
    if (!month || !year) {
      setMissing(true)
      return
    }
    setMissing(false)
    setErrors({})
    setConfirming(true)
  }

  function save() {
    setBusy(true)
    router.post(
      urlFor('identity.birth_date.store'),
      { month: Number(month), year: Number(year) },
      {
        preserveScroll: true,
        onError: (bag) => {
          setErrors(bag)
          setConfirming(false)
        },
        onFinish: () => setBusy(false),
      }
    )
  }

  const serverError = firstErrorOf(errors, 'birthDate', 'month', 'year')

  if (confirming && month && year) {
    const age = ageFromBirthMonth(Number(year), Number(month), today)
    return (
      <Stack gap="md">
        <Text size="lg" fw={600}>
          You are about {age} years old
        </Text>
        <Text size="sm" c="dimmed">
          Born in {MONTHS[Number(month) - 1].label} {year}. Other members never see your age.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Change
          </Button>
          <Button onClick={save} loading={busy}>
            Save
          </Button>
        </Group>
      </Stack>
    )
  }

  return (
    <Stack gap="md">
      <Text size="sm">
        Please tell us the month and year you were born. It keeps sessions age-appropriate; other members never see it.
      </Text>
      {(missing || serverError) && (
        <Alert color="red" role="alert">
          {missing ? BIRTH_DATE_REQUIRED : serverError}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select label="Birth month" placeholder="Month" data={MONTHS} value={month} onChange={setMonth} required allowDeselect={false} />
        <Select label="Birth year" placeholder="Year" data={years} value={year} onChange={setYear} required searchable allowDeselect={false} />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button onClick={next}>Continue</Button>
      </Group>
    </Stack>
  )
}
