import type { FormEvent } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { Button, Divider, Group, Paper, Stack, Switch } from '@mantine/core'
import { SettingsShell } from '../components/SettingsNav'
import { FormAlert } from '../components/FormAlert'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import type { Data } from '~generated/data'
import { OutletZone } from '~/components/outlet_zone'
import type { OutletComponent } from '~/lib/outlets'

type NotificationSettingsValues = Data.Identity.NotificationSettings

type NotificationSettingsProps = {
  settings: NotificationSettingsValues
  /** Sections other modules add (notifications: phone number, switches per kind and channel). */
  sections: OutletComponent[]
}

const SWITCHES: { key: keyof NotificationSettingsValues; label: string; description: string }[] = [
  {
    key: 'sessionReminders',
    label: 'Session reminders',
    description: 'A heads-up before sessions you signed up for or are hosting, so you never miss one.',
  },
  {
    key: 'seriesUpdates',
    label: 'Series updates',
    description: 'Changes to a series you joined: new dates, cancellations and notes from the tutor.',
  },
  {
    key: 'messages',
    label: 'New messages',
    description: 'An email when someone sends you a direct message and you have not read it yet.',
  },
  {
    key: 'communityDigest',
    label: 'Community digest',
    description: 'A weekly round-up of popular posts and upcoming events in your communities.',
  },
  {
    key: 'productNews',
    label: 'Peerhaven news',
    description: 'Occasional news about new programs and features. No more than a couple a month.',
  },
]

/** identity/notification_settings — PUT /settings/notifications. */
export default function NotificationSettings({ settings, sections }: NotificationSettingsProps) {
  const form = useForm<NotificationSettingsValues>({ ...settings })
  const errors = useFormErrors(form)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.put('/settings/notifications', { preserveScroll: true })
  }

  return (
    <>
      <Head title="Notification settings" />
      <SettingsShell active="notifications" description="Choose which emails Peerhaven sends you.">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <FormAlert message={errorOf(errors, 'form')} />
              {SWITCHES.map((item, index) => (
                <Stack key={item.key} gap="md">
                  {index > 0 ? <Divider /> : null}
                  <Switch
                    name={item.key}
                    label={item.label}
                    description={item.description}
                    size="md"
                    checked={form.data[item.key]}
                    onChange={(event) => form.setData(item.key, event.currentTarget.checked)}
                    error={errorOf(errors, item.key)}
                  />
                </Stack>
              ))}
              <Group justify="flex-end">
                <Button type="submit" loading={form.processing} disabled={form.processing}>
                  Save preferences
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
        <OutletZone entries={sections} />
      </SettingsShell>
    </>
  )
}
