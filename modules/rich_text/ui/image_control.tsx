import { useRef, useState } from 'react'
import { Button, FileButton, Progress, Stack, Text, TextInput } from '@mantine/core'
import { useRichTextEditorContext } from '@mantine/tiptap'
import { IconPhoto } from '@tabler/icons-react'
import { checkFiles, UPLOAD_MESSAGES, UPLOAD_PURPOSES } from '../../uploads/shared/index.js'
import { uploadFile } from '../../uploads/ui/index'
import { imageUrls, RICH_TEXT_LIMITS, tiptapToSlate, type TiptapNode } from '../shared/index.js'
import { PopoverControl } from './toolbar_controls'

const ACCEPT = UPLOAD_PURPOSES['editor-image'].mimes.join(',')

/**
 * Editor images (spec 001 §5.2): JPEG, PNG or GIF, each at most 3MB, at most 5 in a message,
 * uploaded through the uploads module (purpose editor-image) and inserted as our own download
 * URL. The description becomes the images' alt text.
 */
function ImagePanel({ close }: { close: () => void }) {
  const { editor } = useRichTextEditorContext()
  const [alt, setAlt] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const resetRef = useRef<() => void>(null)

  async function upload(files: File[]) {
    resetRef.current?.()
    if (!editor || files.length === 0) return
    const already = imageUrls({
      serialization_method: 'slate_json_v1',
      content: tiptapToSlate(editor.getJSON() as TiptapNode),
    }).length
    // The count rule is per message: the images already in it count too.
    const problem =
      already + files.length > RICH_TEXT_LIMITS.maxImages
        ? UPLOAD_MESSAGES.tooMany(RICH_TEXT_LIMITS.maxImages)
        : checkFiles(files, 'editor-image')
    if (problem) return setError(problem)
    setError(null)
    try {
      for (const [index, file] of files.entries()) {
        setProgress(index / files.length)
        const uploaded = await uploadFile(file, {
          purpose: 'editor-image',
          onProgress: (part) => setProgress((index + part) / files.length),
        })
        const attrs = {
          src: uploaded.downloadUrl,
          alt: alt.trim().slice(0, RICH_TEXT_LIMITS.maxAltLength),
          userUploadId: uploaded.userUploadId,
        }
        editor.chain().focus().insertContent({ type: 'image', attrs }).run()
      }
      close()
    } catch (failure) {
      setError((failure as Error).message)
    } finally {
      setProgress(null)
    }
  }

  return (
    <Stack gap="xs" w={260}>
      <TextInput
        label="Image description"
        description="Read aloud to people who cannot see the image"
        value={alt}
        onChange={(event) => setAlt(event.currentTarget.value)}
        maxLength={RICH_TEXT_LIMITS.maxAltLength}
        data-autofocus
      />
      <FileButton onChange={upload} accept={ACCEPT} multiple resetRef={resetRef}>
        {(props) => (
          <Button size="xs" loading={progress !== null} {...props}>
            Choose images
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        JPEG, PNG or GIF, up to 3MB each, {RICH_TEXT_LIMITS.maxImages} per message.
      </Text>
      {progress !== null && (
        <Progress value={progress * 100} aria-label="Upload progress" size="sm" />
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  )
}

export function ImageControl() {
  return (
    <PopoverControl label="Insert image" icon={<IconPhoto size={16} stroke={1.5} />}>
      {(close) => <ImagePanel close={close} />}
    </PopoverControl>
  )
}
