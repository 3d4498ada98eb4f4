/** An upload as inputs hold it (a form's file drop zone value is a list of these). */
export type UploadedFile = {
  userUploadId: number
  name: string
  downloadUrl: string
  mime: string
  size: number
}
