import { useState } from 'react'
import { Button, Modal } from '@mantine/core'
import type { UploadedFile, UploadPurpose } from '../../shared/index.js'
import { FileDropZone } from './file_drop_zone.js'

export type ImageUploadButtonProps = {
  onUploaded: (image: UploadedFile) => void
  /** 'image' (the image modal: 1 file up to 5MB) or 'editor-image' (3MB). */
  purpose?: Extract<UploadPurpose, 'image' | 'editor-image'>
  label?: string
}

/** The image upload modal (spec 001 §5.2): one image, uploaded, handed to the caller, closed. */
export function ImageUploadButton({ onUploaded, purpose = 'image', label = 'Upload an image' }: ImageUploadButtonProps) {
  const [opened, setOpened] = useState(false)
  function uploaded(files: UploadedFile[]) {
    if (files.length === 0) return
    onUploaded(files[files.length - 1])
    setOpened(false)
  }
  return (
    <>
      <Button variant="default" size="xs" onClick={() => setOpened(true)}>
        {label}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={label}>
        <FileDropZone purpose={purpose} value={[]} onChange={uploaded} label="Image" maxFiles={1} />
      </Modal>
    </>
  )
}
