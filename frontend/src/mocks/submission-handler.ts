// One POST route of the mock API: records what arrived, then answers as the chosen scenario
// asks; 'success' and 'slow' validate with the domain schema and honour the Idempotency-Key.
import { delay, HttpResponse, http } from 'msw';
import { internalError, keyReused, validationFailed } from './api-answers.ts';
import { mockApiState } from './mock-api-state.ts';
import { type MockScenario, slowAnswerMs } from './scenarios.ts';

export type Validation = { ok: true; created: unknown } | { ok: false; fields: Record<string, string> };

export interface SubmissionRoute {
  readonly path: string;
  /** The field errors the 'validation-error' scenario answers, as the server would. */
  readonly scenarioFields: Record<string, string>;
  /** Validates the body; when it passes, stores it and returns the 201 body. */
  readonly accept: (body: unknown) => Validation;
  /** A refusal the server would answer instead of storing (the booking's 409), or undefined. */
  readonly refuse?: (body: unknown, scenario: MockScenario) => Response | undefined;
}

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

export function submissionHandler(route: SubmissionRoute, pickScenario: () => MockScenario) {
  return http.post(`*${route.path}`, async ({ request }) => {
    const idempotencyKey = request.headers.get('Idempotency-Key');
    const body = await readJson(request);
    mockApiState.received.push({ path: route.path, idempotencyKey, body });

    const scenario = pickScenario();
    if (scenario === 'slow') await delay(slowAnswerMs);
    if (scenario === 'server-error') return internalError();
    if (scenario === 'validation-error') return validationFailed(route.scenarioFields);

    const bodyText = JSON.stringify(body);
    const previous = mockApiState.idempotency.check(idempotencyKey, bodyText);
    if (previous.kind === 'key_reused') return keyReused();
    if (previous.kind === 'replay') {
      return HttpResponse.json(previous.json as Record<string, unknown>, {
        status: previous.status,
        headers: { 'Idempotent-Replayed': 'true' },
      });
    }
    const refusal = route.refuse?.(body, scenario);
    if (refusal) return refusal;
    const result = route.accept(body);
    if (!result.ok) return validationFailed(result.fields);
    mockApiState.idempotency.remember(idempotencyKey, bodyText, 201, result.created);
    return HttpResponse.json(result.created as Record<string, unknown>, { status: 201 });
  });
}
