import type { HttpContext } from '@adonisjs/core/http'
import type { AuthorizationResponse } from '@adonisjs/bouncer'
import { BaseSerializer } from '@adonisjs/core/transformers'
import { answerDenial } from '#modules/identity/index'

/** The upload calls answer bare JSON objects (what the transformer made, unwrapped). */
class JsonSerializer extends BaseSerializer {
  wrap = undefined
  definePaginationMetaData(metaData: unknown) {
    return metaData
  }
}

const serializer = new JsonSerializer()

export async function answer(ctx: HttpContext, item: Parameters<JsonSerializer['serialize']>[0], status = 200) {
  return ctx.response.status(status).send(await serializer.serialize(item, ctx.containerResolver))
}

/** The upload calls are JSON only: a refusal is a status and `{ message }` the browser shows. */
export function refuse(ctx: HttpContext, status: number, message: string) {
  return ctx.response.status(status).send({ message })
}

/** A UserUploadPolicy denial (always 404, never confirming the upload exists). */
export function denied(ctx: HttpContext, verdict: AuthorizationResponse) {
  return answerDenial(ctx, verdict, (message, status) => refuse(ctx, status, message))
}
