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

/*
 * Email topics kept here. Unread-message emails and the weekly digest are notification kinds now:
 * their email switches sit in the "Where each notification reaches you" section below (the
 * stored messages / communityDigest values are kept but no longer shown, as nothing reads them).
 */
const SWITCHES: { key: keyof NotificationSettingsValues; label: string; description: string }[] = [
  {
    key: 'sessionReminders',
    label: 'Session reminder emails',
    description: 'An email an hour before sessions you signed up for or are hosting. Reminders in the bell and by text message are set below.',
  },
  {
    key: 'seriesUpdates',
    label: 'Series updates',
    description: 'Changes to a series you joined: new dates, cancellations and notes from the tutor.',
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
      <SettingsShell active="notifications" description="Choose what Peerhaven tells you about, and where.">
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
