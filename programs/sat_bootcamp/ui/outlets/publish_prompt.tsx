import { Link, router } from '@inertiajs/react'
import { Button, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'

/*
 * Prompt 4 (spec 000 §2.4): after levelling up to tutor in the SAT Bootcamp world, publish a
 * bootcamp. The link opens the series-template schedule page (where the prompt is not shown);
 * "Not now" answers it for good.
 */
export default function PublishPrompt({ publishPath, answerPath }: { publishPath: string; answerPath: string }) {
  const [busy, setBusy] = useState(false)
  return (
    <Stack gap="md">
      <Text>You levelled up to tutor in the SAT Bootcamp world. Learners are waiting: publish a bootcamp for the next SAT test from the world's series templates.</Text>
      <Group gap="sm">
        <Button component={Link} href={publishPath}>
          Publish a bootcamp
        </Button>
        <Button
          variant="default"
          loading={busy}
          onClick={() => router.post(answerPath, { answer: 'later' }, { preserveScroll: true, onStart: () => setBusy(true), onFinish: () => setBusy(false) })}
        >
          Not now
        </Button>
      </Group>
    </Stack>
  )
}
