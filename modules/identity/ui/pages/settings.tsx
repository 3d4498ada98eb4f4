import { useMemo, type FormEvent } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { Button, Group, MultiSelect, Paper, Select, Stack, TextInput } from '@mantine/core'
import { SettingsShell } from '../components/SettingsNav'
import { FormAlert } from '../components/FormAlert'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import type { Data } from '~generated/data'

type CodeName = { code: string; name: string }

type SettingsProps = {
  profile: Data.Identity.Profile
  timezones: string[]
  countries: CodeName[]
  languages: CodeName[]
}

type ProfileForm = {
  pronouns: string
  timezone: string
  country: string | null
  languages: string[]
}

/** identity/settings — PUT /settings. */
export default function Settings({ profile, timezones, countries, languages }: SettingsProps) {
  const form = useForm<ProfileForm>({
    pronouns: profile.pronouns ?? '',
    timezone: profile.timezone,
    country: profile.country,
    languages: profile.languages,
  })
  const errors = useFormErrors(form)

  const timezoneData = useMemo(() => timezones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })), [timezones])
  const countryData = useMemo(() => countries.map((country) => ({ value: country.code, label: country.name })), [countries])
  const languageData = useMemo(() => languages.map((language) => ({ value: language.code, label: language.name })), [languages])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.put('/settings', { preserveScroll: true })
  }

  return (
    <>
      <Head title="Profile settings" />
      <SettingsShell active="profile" description="How you appear to others and the times we show you.">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <FormAlert message={errorOf(errors, 'form')} />
              <TextInput
                label="Pronouns"
                name="pronouns"
                description="Optional, for example she/her, he/him or they/them."
                maxLength={40}
                value={form.data.pronouns}
                onChange={(event) => form.setData('pronouns', event.currentTarget.value)}
                error={errorOf(errors, 'pronouns')}
              />
              <Select
                label="Time zone"
                description="Session times are shown in this time zone."
                data={timezoneData}
                searchable
                allowDeselect={false}
                nothingFoundMessage="No time zone matches"
                limit={100}
                value={form.data.timezone}
                onChange={(value) => {
                  if (value) form.setData('timezone', value)
                }}
                error={errorOf(errors, 'timezone')}
              />
              <Select
                label="Country"
                placeholder="Choose a country (optional)"
                data={countryData}
                searchable
                clearable
                nothingFoundMessage="No country matches"
                value={form.data.country}
                onChange={(value) => form.setData('country', value)}
                error={errorOf(errors, 'country')}
              />
              <MultiSelect
                label="Languages you speak"
                placeholder={form.data.languages.length ? undefined : 'Choose languages'}
                data={languageData}
                searchable
                clearable
                hidePickedOptions
                nothingFoundMessage="No language matches"
                value={form.data.languages}
                onChange={(value) => form.setData('languages', value)}
                error={errorOf(errors, 'languages')}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={form.processing} disabled={form.processing}>
                  Save changes
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </SettingsShell>
    </>
  )
}
