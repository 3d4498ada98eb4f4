import sharp from 'sharp'

/** Refuse decompression bombs: a 3MB PNG can claim 100k × 100k pixels. */
const MAX_INPUT_PIXELS = 40_000_000

export type ReencodedImage = { bytes: Buffer; width: number; height: number }

/**
 * Images are served as WebP (spec 002 §9 "Image format webp"), re-encoded from the decoded pixels:
 * metadata (EXIF with GPS position, camera serials, comments) is dropped because sharp writes none
 * unless asked, the orientation it carried is applied first, and an animated GIF stays animated.
 */
export async function reencodeImage(input: Uint8Array): Promise<ReencodedImage> {
  const image = sharp(input, { animated: true, limitInputPixels: MAX_INPUT_PIXELS })
  const metadata = await image.metadata()
  const pipeline = (metadata.pages ?? 1) > 1 ? image : image.autoOrient()
  const { data, info } = await pipeline.webp({ quality: 82 }).toBuffer({ resolveWithObject: true })
  return { bytes: data, width: info.width, height: info.pageHeight ?? info.height }
}
