import { uploadFile } from '../../../uploads/ui/index'

type Options = { onProgress: (fraction: number) => void; signal: AbortSignal }

/** Sends a recording through the uploads module (purpose 'video'); resolves with its download URL. */
export async function uploadRecording(file: File, { onProgress, signal }: Options): Promise<string> {
  const uploaded = await uploadFile(file, { purpose: 'video', onProgress, signal })
  return uploaded.downloadUrl
}
