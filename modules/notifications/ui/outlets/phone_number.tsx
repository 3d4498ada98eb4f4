import type { FormEvent } from 'react'
import { router, useForm } from '@inertiajs/react'
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'

type Phone = { number: string | null; verified: boolean; pendingNumber: string | null }

/**
 * /settings/notifications: the phone number for text messages (session reminders). A code by
 * text message proves the number is yours; until then nothing else is sent to it.
 */
export default function PhoneNumber({ phone }: { phone: Phone }) {
  const numberForm = useForm({ phoneNumber: phone.pendingNumber ?? '' })
  const codeForm = useForm({ code: '' })
  const errors = useFormErrors(numberForm)
  const codeErrors = useFormErrors(codeForm)

  function requestCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    numberForm.post(urlFor('notification_settings.request_code'), { preserveScroll: true })
  }
  function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    codeForm.post(urlFor('notification_settings.verify'), { preserveScroll: true, onSuccess: () => codeForm.reset() })
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4">
            Text messages
          </Title>
          <Text size="sm" c="dimmed">
            Add your mobile number to get session reminders by text message. We never show it to anyone and
            never use it for advertising. Message and data rates may apply.
          </Text>
        </Stack>
        {phone.number && phone.verified ? (
          <Group justify="space-between" wrap="wrap">
            <Group gap="xs">
              <Text fw={500}>{phone.number}</Text>
              <Badge color="teal" variant="light">
                Verified
              </Badge>
            </Group>
            <Button
              variant="subtle"
              color="red"
              onClick={() => router.delete(urlFor('notification_settings.remove'), { preserveScroll: true })}
            >
              Remove number
            </Button>
          </Group>
        ) : null}
        <form onSubmit={requestCode} noValidate>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              style={{ flex: '1 1 220px' }}
              label={phone.verified ? 'Change to another number' : 'Mobile number'}
              description="With the country code, e.g. +1 555 123 4567"
              type="tel"
              autoComplete="tel"
              value={numberForm.data.phoneNumber}
              onChange={(event) => numberForm.setData('phoneNumber', event.currentTarget.value)}
              error={errorOf(errors, 'phoneNumber')}
            />
            <Button type="submit" variant="light" loading={numberForm.processing}>
              Send code
            </Button>
          </Group>
        </form>
        {phone.pendingNumber ? (
          <form onSubmit={verify} noValidate>
            <Group align="flex-end" wrap="wrap">
              <TextInput
                style={{ flex: '1 1 220px' }}
                label={`Code sent to ${phone.pendingNumber}`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={codeForm.data.code}
                onChange={(event) => codeForm.setData('code', event.currentTarget.value)}
                error={errorOf(codeErrors, 'code')}
              />
              <Button type="submit" loading={codeForm.processing}>
                Verify
              </Button>
            </Group>
          </form>
        ) : null}
        {!phone.number ? (
          <Group>
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              onClick={() => router.post(urlFor('notification_settings.waive'), {}, { preserveScroll: true })}
            >
              No text messages, thanks
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  )
}
