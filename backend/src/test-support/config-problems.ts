// The message loadConfig refuses an environment with (every bad variable named), for tests of
// the settings' validation; an accepted environment or any other error fails the test.
import { ConfigError, loadConfig } from '../config.ts';

export function configProblems(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('the configuration was accepted');
}
