// One real request to the app and the documented answer it must produce (openapi-answers.test.ts
// checks each one's status and JSON body against the OpenAPI document).
import type { Express } from 'express';
import request, { type Response } from 'supertest';

export interface RealAnswer {
  readonly operationId: string;
  readonly status: number;
  readonly what: string;
  readonly send: () => Promise<Response>;
}

/** A POST to the app, for the answers' requests. */
export const post = (app: Express, path: string) => request(app).post(path);
