import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, TooManyRequestsError } from '../modules/platform/app-error';

interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  fields?: Record<string, string>;
}

function body(statusCode: number, message: string, fields?: Record<string, string>): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(fields && { fields }) };
}

/** Every error leaves as { statusCode, error, message }, a 400 with the failing fields. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error instanceof TooManyRequestsError)
          reply.header('retry-after', String(error.retryAfterSeconds));
        return reply.status(error.statusCode).send(body(error.statusCode, error.message, error.fields));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
          fields[field] ??= issue.message ?? 'Invalid value';
        }
        const first = Object.values(fields)[0] ?? 'Invalid request';
        return reply.status(400).send(body(400, first, fields));
      }
      const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
      const message =
        statusCode >= 500 ? 'Something went wrong on our side. Please try again later.' : error.message;
      return reply.status(statusCode).send(body(statusCode, message));
    });
  },
  { name: 'errors' },
);

export function notFoundBody(url: string): ErrorBody {
  return body(404, `Route ${url} not found`);
}
