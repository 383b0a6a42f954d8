// The browser mocks held to the route declarations (domain/src/api, decision 0100): whether a
// mock's answer is one its route's declaration lists, its body parsed by the declared schema for
// its status. mock-contract.test.ts walks every declaration
// with it, so a mock can no longer drift from the API.
import { answersOf, apiRoutes, type RouteDeclaration } from '@dumpster/domain/api';
import * as v from 'valibot';

/** The routes the mocks answer: every one but the service's own (health, the document). */
export const mockedRoutes: readonly RouteDeclaration[] = apiRoutes.filter(
  // A provider's webhook is called by the provider, never by the browser: nothing to mock.
  (route) => route.tag !== 'Health' && route.tag !== 'API description' && route.access.kind !== 'webhook',
);

/** What is wrong with a mocked answer, or undefined when its declaration allows it. */
export async function answerProblem(
  route: RouteDeclaration,
  response: Response,
): Promise<string | undefined> {
  const declared = answersOf(route)[response.status];
  if (!declared) return `${route.name} answered ${response.status}, which its declaration does not list`;
  if (declared.contentType) {
    const type = response.headers.get('Content-Type') ?? '';
    return type.startsWith(declared.contentType.split(';')[0] as string)
      ? undefined
      : `${route.name} answered ${type} where ${declared.contentType} is declared`;
  }
  const text = await response.clone().text();
  if (!declared.body)
    return text === '' ? undefined : `${route.name} ${response.status} has a body, none is declared`;
  const result = v.safeParse(declared.body, JSON.parse(text));
  if (result.success) return undefined;
  const issues = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(body)'}: ${issue.message}`);
  return `${route.name} ${response.status}: ${issues.join('; ')}`;
}
