import { useEffect, useId, useRef, useState } from 'react'
import { ActionIcon, Button, Group, Input, Progress, Stack, Text } from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import '@mantine/dropzone/styles.css'
import { checkFiles, megabytes, UPLOAD_MESSAGES, UPLOAD_PURPOSES, type UploadedFile, type UploadPurpose } from '../../shared/index.js'
import { uploadFile } from '../upload_file.js'

export type FileDropZoneProps = {
  purpose: UploadPurpose
  value: UploadedFile[]
  onChange: (files: UploadedFile[]) => void
  label: string
  description?: string
  error?: string | null
  /** Files this input holds at most when the purpose has no count of its own (default 5). */
  maxFiles?: number
  required?: boolean
  /** Told true while a file is uploading and false when none is (a form waits for it). */
  onBusyChange?: (busy: boolean) => void
}

type Sending = { key: string; name: string; fraction: number }

/** Drop or choose files (spec 001 §5.2): pre-checked with the spec's messages, uploaded with progress, removable. */
export function FileDropZone({ purpose, value, onChange, label, description, error, maxFiles = 5, required, onBusyChange }: FileDropZoneProps) {
  const id = useId()
  const rules = UPLOAD_PURPOSES[purpose]
  const limit = rules.maxFiles ?? maxFiles
  const [sending, setSending] = useState<Sending[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  // The latest value, for uploads that finish after other changes.
  const current = useRef(value)
  current.current = value
  const openRef = useRef<() => void>(null)
  const full = value.length + sending.length >= limit
  const busy = sending.length > 0
  const busyListener = useRef(onBusyChange)
  busyListener.current = onBusyChange
  useEffect(() => busyListener.current?.(busy), [busy])

  async function send(files: File[]) {
    setProblem(null)
    if (value.length + sending.length + files.length > limit) return setProblem(UPLOAD_MESSAGES.tooMany(limit))
    const precheck = checkFiles(files, purpose, limit)
    if (precheck) return setProblem(precheck)
    await Promise.all(
      files.map(async (file, index) => {
        const key = `${Date.now()}-${index}-${file.name}`
        const progress = (fraction: number) =>
          setSending((items) => items.map((item) => (item.key === key ? { ...item, fraction } : item)))
        setSending((items) => [...items, { key, name: file.name, fraction: 0 }])
        try {
          const uploaded = await uploadFile(file, { purpose, onProgress: progress })
          const next = [...current.current, { userUploadId: uploaded.userUploadId, name: uploaded.name, downloadUrl: uploaded.downloadUrl, mime: uploaded.mime, size: uploaded.size }]
          current.current = next
          onChange(next)
        } catch (failure) {
          // Logged as spec 002 §8 asks, and shown: the person must know the file is not attached.
          console.error(failure)
          setProblem(failure instanceof Error ? failure.message : String(failure))
        } finally {
          setSending((items) => items.filter((item) => item.key !== key))
        }
      })
    )
  }

  const remove = (file: UploadedFile) => onChange(value.filter((item) => item.userUploadId !== file.userUploadId))
  const shownError = problem ?? error ?? null

  return (
    <Input.Wrapper label={label} description={description} error={shownError} required={required}>
      <Stack gap="xs" mt={4}>
        {/* The zone takes drops and clicks; keyboard users get the real button below (a focusable
            zone would nest the file input inside an interactive element). */}
        <Dropzone
          openRef={openRef}
          onDrop={send}
          onReject={() => setProblem(UPLOAD_MESSAGES.wrongType(purpose))}
          accept={[...rules.mimes]}
          multiple={limit > 1}
          disabled={full}
          activateOnKeyboard={false}
          inputProps={{ 'aria-label': label }}
        >
          <Stack gap={2} align="center" py="md">
            <Text size="sm" fw={500}>Drop files here or click to choose</Text>
            <Text size="xs" c="dimmed" id={`${id}-hint`}>
              {limit === 1
                ? `One ${rules.kinds} file, up to ${megabytes(rules.maxBytes)}MB`
                : `${rules.kinds}, up to ${megabytes(rules.maxBytes)}MB each; at most ${limit} files`}
            </Text>
          </Stack>
        </Dropzone>
        <Group>
          <Button variant="default" size="xs" onClick={() => openRef.current?.()} disabled={full} aria-describedby={`${id}-hint`}>
            Choose {limit === 1 ? 'a file' : 'files'} for “{label}”
          </Button>
        </Group>
        {sending.map((item) => (
          <Stack key={item.key} gap={2}>
            <Text size="sm">Uploading {item.name}…</Text>
            <Progress value={Math.round(item.fraction * 100)} aria-label={`Uploading ${item.name}`} />
          </Stack>
        ))}
        {value.map((file) => (
          <Group key={file.userUploadId} justify="space-between" wrap="nowrap">
            <Text size="sm" truncate="end" component="a" href={file.downloadUrl} target="_blank" rel="noopener">
              {file.name}
            </Text>
            <ActionIcon variant="subtle" color="red" onClick={() => remove(file)} aria-label={`Remove ${file.name}`}>
              <span aria-hidden>×</span>
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </Input.Wrapper>
  )
}
